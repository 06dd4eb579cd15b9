/**
 * Options read through the prototype, in the CLI: with `Object.prototype.yes`, `.endpoint` (and
 * other global flag names) defined before `svc` starts (a `--import`ed module stands for other code in
 * the process), a flag not given stays absent. The real binary against the fake server.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../packages/core/src/test-support/test-server.js';
import { DEMO_ENV, HOME, svc } from './svc.js';

let server: FakeServer;
let evil: TestServer;
let pollute: string;
beforeAll(async () => {
  server = await startFakeServer();
  evil = await startTestServer((_request, response) => {
    response.end('<methodResponse/>');
  });
  pollute = join(HOME, 'pollute.mjs');
  const values = { yes: true, endpoint: evil.url.concat('/xmlrpc/v3.1'), config: '/nonexistent/evil.conf', username: 'evil-user', dryRun: true, demo: true };
  // Not enumerable: the bundle's own module helper walks `for…in` over its export tables, so an
  // enumerable name stops any bundled program before it starts.
  writeFileSync(
    pollute,
    `for (const [name, value] of Object.entries(${JSON.stringify(values)})) Object.defineProperty(Object.prototype, name, { value, writable: true, configurable: true });\n`,
  );
});
afterAll(async () => {
  await server.close();
  await evil.close();
});

const env = (): Record<string, string> => ({ ...DEMO_ENV, SVC_ENDPOINT_URL: server.url, NODE_OPTIONS: `--import=${pollute}` });

describe('svc under a polluted Object.prototype', () => {
  it('sends to the configured endpoint, not to an inherited --endpoint, and asks before cancelling', async () => {
    const list = await svc(['vs', 'list', '--format', 'json'], { env: env() });
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as unknown[]).length).toBeGreaterThan(5);
    const no = await svc(['vs', 'cancel', 'cache10'], { env: env(), input: 'n\n' });
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('Continue? [y/N]');
    expect(evil.requests).toHaveLength(0);
    expect(server.state.requests.some((request) => request.method === 'getObject' && request.service === 'Vendor_Billing_Item')).toBe(false);
    expect(server.state.requests.every((request) => request.headers.authenticate !== undefined)).toBe(true);
  });
});
