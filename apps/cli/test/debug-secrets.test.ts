/**
 * `-v` and `--debug` never print a secret (issue 27 item 20): a secret read from the environment
 * (`SVC_WRAPPED_DEK`, `SVC_IBM_API_KEY`) is masked wherever the exchange quotes it, `wrappedDek` is a
 * secret member, and Basic credentials a server echoes back are masked in every encoded form. Through
 * the real binary, over both transports, against servers on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const DEK = 'wR4pped-DEK-value-0123456789';
const IBM_KEY = 'ibm-cloud-key-abcdef0123456789';
const COS = 'cos://us-south/images/web.vhd';
const TRANSPORTS = ['xmlrpc', 'rest'] as const;

let fake: FakeServer;
let echo: Server;
let echoUrl = '';
beforeAll(async () => {
  fake = await startFakeServer();
  // A REST front (or a proxy in front of one) that echoes the request's Authorization header back,
  // in a response header and in the body: as it is, URL-encoded, and JSON-escaped.
  echo = createServer((request, response) => {
    const authorization = String(request.headers.authorization);
    response.writeHead(200, { 'content-type': 'application/json', 'x-echo-authorization': authorization });
    response.end(JSON.stringify({ id: 1, seen: authorization, query: `a=${encodeURIComponent(authorization)}` }));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${String((echo.address() as AddressInfo).port)}/rest/v3.1`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => echo.close(resolve));
});

/** The endpoint of the fake server over `transport`. */
const endpoint = (transport: (typeof TRANSPORTS)[number]): string => (transport === 'rest' ? fake.restUrl : fake.url);

describe('--debug image import: the secrets read from the environment', () => {
  it.each(TRANSPORTS)('over %s: SVC_WRAPPED_DEK and SVC_IBM_API_KEY appear nowhere, even quoted back by the server', async (transport) => {
    fake.inject({
      service: 'Virtual_Guest_Block_Device_Template_Group', method: 'createFromIcos', times: 1,
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: `cannot unwrap ${DEK} with ${IBM_KEY}` },
    });
    const result = await svc(['--endpoint', endpoint(transport), '--transport', transport, '-v', '--debug', 'image', 'import', 'web-base', COS,
      '--os-code', 'UBUNTU_22_64', '--root-key-crn', 'crn:v1:bluemix:public:kms:us-south:a/1:2:key:3', '--is-encrypted'],
    { env: { ...DEMO_ENV, SVC_WRAPPED_DEK: DEK, SVC_IBM_API_KEY: IBM_KEY } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('cannot unwrap *** with ***');
    // The request: the members are masked by name too.
    expect(result.stderr).toMatch(transport === 'rest' ? /"wrappedDek":"\*\*\*"/ : /<name>wrappedDek<\/name><value><string>\*\*\*</);
    const printed = result.stdout + result.stderr;
    for (const secret of [DEK, IBM_KEY, FAKE_API_KEY]) expect(printed).not.toContain(secret);
    expect(fake.state.requests.at(-1)?.args.at(-1)).toMatchObject({ wrappedDek: DEK });
  });
});

describe('--debug over REST: Basic credentials echoed back by a server', () => {
  it('the header and the body quoting the Authorization value show none of its forms', async () => {
    const basic = Buffer.from(`${FAKE_USERNAME}:${FAKE_API_KEY}`).toString('base64');
    const result = await svc(['--endpoint', echoUrl, '--transport', 'rest', '--debug', 'call-api', 'Account', 'getObject', '--format', 'json'], { env: { ...DEMO_ENV } });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^> authorization: \[REDACTED\]$/m);
    expect(result.stderr).toMatch(/^< x-echo-authorization: \*\*\*$/m);
    const printed = result.stdout + result.stderr;
    for (const form of [basic, encodeURIComponent(basic), FAKE_API_KEY, `${FAKE_USERNAME}:${FAKE_API_KEY}`]) {
      expect(result.stderr).not.toContain(form);
    }
    // The command's own output is the server's answer, which is not --debug's to mask.
    expect(printed).toContain('"id": 1');
  });
});
