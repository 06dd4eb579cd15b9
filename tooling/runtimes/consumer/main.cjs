// CommonJS use of the packages through require() (Node ^20.19 / >=22.12).
const { Client, ServiceAPIError } = require('@svclib/core');
const { VirtualServerManager } = require('@svclib/managers');
const { startFakeServer, FAKE_USERNAME, FAKE_API_KEY } = require('@svclib/testing');

(async () => {
  const server = await startFakeServer();
  try {
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
    const account = await client.call('Account', 'getObject', { mask: 'id, companyName' });
    const guests = await new VirtualServerManager(client).listInstances({ limit: 5 });
    console.log(JSON.stringify({ company: account.companyName, guests: guests.length, apiError: typeof ServiceAPIError }));
  } finally {
    await server.close();
  }
})();
