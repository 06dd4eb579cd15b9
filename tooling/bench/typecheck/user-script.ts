// A small user script: the calls a new user makes (typed-calls cost benchmark input).
import { Client } from '@svclib/core';

const client = new Client({ username: 'u', apiKey: 'k' });
const account = await client.call('Account', 'getObject', { mask: 'companyName' });
const guests = await client.Account.getVirtualGuests({ mask: 'id, hostname', limit: 10 });
for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 50 })) console.log(guest);
await client.call('Ticket', 'addUpdate', { id: 123, args: [{ entry: 'text' }] });
console.log(account, guests);
