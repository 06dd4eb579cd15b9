/**
 * Secrets audit: every kind of scenario (success, faults, HTTP errors, network errors, timeouts,
 * aborts, retries, bad options, a broken config file, password and token auth, the recording
 * transport, TimedClient, proxies and endpoint userinfo) runs with recognisable secrets. None may
 * appear in any error message or stack, in the String() or util.inspect (depth: Infinity,
 * showHidden) form of errors, their causes, clients, handles, auth plugins or request records, or in
 * anything written to stdout/stderr/console/warnings while this file runs.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BasicAuthentication, Client, createRecordingTransport, TimedClient, TokenAuthentication, Unauthenticated,
} from '../../src/node.js';
import { createXmlRpcTransport } from '../../src/wire.js';
import { failure } from '../support/failure.js';
import { capturePrinted, isolateHome, textForms } from '../support/leak-audit.js';
import type { PrintCapture, TempHome } from '../support/leak-audit.js';

const USER = 'auditor';
const KEY = 'SECRET-KEY-1f2e3d';
const WRONG_KEY = 'SECRET-WRONGKEY-9a8b7c';
const PASSWORD = 'SECRET-PASSWORD-4a5b6c';
const WRONG_PASSWORD = 'SECRET-WRONGPW-0d0e0f';
const ANSWER = 'SECRET-ANSWER-2b3c4d';
const TOKEN = 'SECRET-TOKEN-7d8e9f';
const URL_PASSWORD = 'SECRET-URLPW-5e6f70';
const PROXY_PASSWORD = 'SECRET-PROXYPW-8a9b0c';
const CONFIG_KEY = 'SECRET-CFGKEY-3c4d5e';
const CONFIG_BAD = 'SECRET-CFGLINE-6f7a8b';

/** Every secret, plus the encoded forms that could carry one (Basic credentials). */
const secrets = [KEY, WRONG_KEY, PASSWORD, WRONG_PASSWORD, ANSWER, TOKEN, URL_PASSWORD, PROXY_PASSWORD, CONFIG_KEY, CONFIG_BAD];
for (const secret of [URL_PASSWORD, PROXY_PASSWORD]) secrets.push(Buffer.from(`u:${secret}`).toString('base64'));
/** The secret stems, to catch a partly printed secret too. */
const stems = secrets.filter((secret) => secret.startsWith('SECRET-')).map((secret) => secret.slice(secret.lastIndexOf('-') + 1));

const texts: string[] = [];
let printed: string[] = [];
let scenarios = 0;

/** Records every text form of `value` (and of an error's causes). */
function remember(value: unknown): void {
  texts.push(...textForms(value));
}

/** Runs a scenario that should fail; remembers and prints the error. */
async function failing(promise: Promise<unknown>): Promise<Error> {
  scenarios += 1;
  const error = await failure(promise);
  remember(error);
  console.error('scenario failed as expected:', error);
  return error;
}

function throwing(run: () => unknown): Error {
  scenarios += 1;
  try {
    run();
  } catch (error) {
    remember(error);
    console.error(error);
    return error as Error;
  }
  throw new Error('expected a throw');
}

let fake: FakeServer;
let home: string;
let proxy: Server;
let proxyUrl: string;
let capture: PrintCapture | undefined;
let tempHome: TempHome | undefined;

beforeAll(async () => {
  capture = capturePrinted(false);
  printed = capture.printed;
  tempHome = isolateHome('svclib-secrets-', ['SVC_USERNAME', 'SVC_API_KEY', 'https_proxy', 'HTTPS_PROXY']);
  home = tempHome.home;
  fake = await startFakeServer({ users: [{ username: USER, apiKey: KEY, password: PASSWORD }] });
  // A forwarding proxy that requires credentials and answers 407 to everything else.
  proxy = createServer((request, response) => {
    request.resume();
    const expected = `Basic ${Buffer.from(`u:${PROXY_PASSWORD}`).toString('base64')}`;
    if (request.headers['proxy-authorization'] !== expected) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="p"' });
      response.end('proxy auth required');
      return;
    }
    response.writeHead(502);
    response.end('upstream not reachable from this test proxy');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://u:${PROXY_PASSWORD}@127.0.0.1:${String((proxy.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await fake.close();
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  capture?.restore();
  tempHome?.restore();
});

const client = (options: ConstructorParameters<typeof Client>[0] = {}): Client =>
  new Client({ username: USER, apiKey: KEY, endpointUrl: fake.url, ...options });

describe('scenarios with secrets', () => {
  it('success: a call, the client, its handles and auth plugin', async () => {
    const c = client();
    const account = await c.call('Account', 'getObject', { mask: 'id' });
    remember(account);
    remember(c);
    remember(c.Account);
    remember(c.auth);
    remember(new BasicAuthentication(USER, KEY));
    console.log('client', c, c.Account, c.auth, String(c), JSON.stringify(c));
    scenarios += 1;
  });

  it('faults and HTTP errors whose text echoes the key are redacted', async () => {
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: `key ${KEY} is restricted` } });
    const fault = await failing(client().call('Account', 'getObject'));
    expect(fault.message).toContain('***');
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 500, body: `<html>debug: apiKey=${KEY}</html>` } });
    const http = await failing(client().call('Account', 'getObject'));
    expect(http.message).toContain('***');
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 401, body: `no such key ${KEY}` } });
    await failing(client().call('Account', 'getObject'));
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'malformed', body: `<methodResponse><params><param><value><string>${KEY}</str></value>` } });
    await failing(client().call('Account', 'getObject'));
  });

  it('a wrong key, a forged token, a wrong password', async () => {
    const wrong = await failing(client({ apiKey: WRONG_KEY }).call('Account', 'getObject'));
    expect(wrong).toBeInstanceOf(Unauthenticated);
    const token = new TokenAuthentication(7001, TOKEN);
    remember(token);
    const tokenClient = new Client({ auth: token, endpointUrl: fake.url });
    remember(tokenClient);
    console.log(tokenClient, token);
    await failing(tokenClient.call('Account', 'getObject'));
    const c = client();
    await failing(c.authenticateWithPassword(USER, WRONG_PASSWORD, 1, ANSWER));
    remember(c);
  });

  it('password login: the returned token hash is a secret too', async () => {
    const c = new Client({ endpointUrl: fake.url });
    const [userId, hash] = await c.authenticateWithPassword(USER, PASSWORD, 1, ANSWER);
    secrets.push(hash);
    expect(hash.length).toBeGreaterThan(8);
    remember(c);
    remember(c.auth);
    console.log('logged in', userId, c, c.auth);
    await c.call('Account', 'getObject');
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: -32603, faultString: `token ${hash} broke` } });
    const error = await failing(c.call('Account', 'getObject'));
    expect(error.message).toContain('***');
  });

  it('network errors, timeouts, aborts and retries', async () => {
    const refused = new Client({ username: USER, apiKey: KEY, endpointUrl: 'http://127.0.0.1:9/xmlrpc/v3.1', retry: { retries: 1, minDelayMs: 1, maxDelayMs: 1 } });
    await failing(refused.call('Account', 'getObject'));
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 2_000 } });
    await failing(client({ timeout: 0.05 }).call('Account', 'getObject'));
    // A timed-out or aborted call may end before its request reaches the server (a loaded machine):
    // its one-shot injection must not be left for the next call.
    fake.clearInjections();
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 2_000 } });
    await failing(client().call('Account', 'getObject', { signal: AbortSignal.timeout(50) }));
    fake.clearInjections();
    fake.inject({ method: 'getObject', failure: { kind: 'http', status: 503, body: `busy ${KEY}` } });
    await failing(client({ retry: { retries: 2, minDelayMs: 1, maxDelayMs: 2 } }).call('Account', 'getObject'));
    fake.clearInjections();
    fake.inject({ method: 'getObject', failure: { kind: 'http', status: 503 } });
    const controller = new AbortController();
    const pending = client({ retry: { retries: 3, minDelayMs: 5_000, maxDelayMs: 5_000 } }).call('Account', 'getObject', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error(`abort reason mentioning ${KEY}`.replace(KEY, 'nothing'))), 100);
    await failing(pending);
    fake.clearInjections();
    fake.inject({ method: 'getObject', times: 1, failure: { kind: 'truncate', bytes: 30 } });
    await failing(client().call('Account', 'getObject'));
  });

  it('endpoint userinfo and an authenticated proxy', async () => {
    const port = new URL(fake.url).port;
    const withUserinfo = new Client({ username: USER, apiKey: KEY, endpointUrl: `http://u:${URL_PASSWORD}@127.0.0.1:${port}/xmlrpc/v3.1` });
    remember(withUserinfo);
    expect(String(withUserinfo)).toBe(`<Client: endpoint=http://REDACTED:REDACTED@127.0.0.1:${port}/xmlrpc/v3.1, user=<BasicAuthentication: ${USER}>>`);
    expect(JSON.stringify(withUserinfo)).toContain('REDACTED:REDACTED@');
    console.log(withUserinfo);
    await withUserinfo.call('Account', 'getObject');
    await failing(new Client({ username: USER, apiKey: KEY, endpointUrl: `http://u:${URL_PASSWORD}@127.0.0.1:9/xmlrpc/v3.1` }).call('Account', 'getObject'));
    const proxied = client({ proxy: proxyUrl });
    remember(proxied);
    console.log(proxied);
    await failing(proxied.call('Account', 'getObject'));
    await failing(client({ proxy: `http://u:${PROXY_PASSWORD}@127.0.0.1:9` }).call('Account', 'getObject'));
    throwing(() => new Client({ proxy: `ftp://u:${PROXY_PASSWORD}@host` }));
  });

  it('bad options', async () => {
    throwing(() => new Client({ apiKey: KEY, bogus: KEY } as never));
    throwing(() => new Client({ apiKey: { key: KEY } } as never));
    throwing(() => new Client({ username: USER, apiKey: KEY, userAgent: `x\r\n${KEY}` }));
    throwing(() => new Client({ apiKey: KEY, endpointUrl: `not a url ${KEY}` }));
    throwing(() => new Client({ apiKey: KEY, retry: { retries: KEY } as never }));
    throwing(() => new Client({ apiKey: KEY, timeout: KEY as never }));
    const c = client();
    throwing(() => {
      c.apiKey = { KEY } as never;
    });
    await failing(c.untyped.call('Account', 'getObject', { bogus: KEY } as Parameters<Client['untyped']['call']>[2] & object) as Promise<unknown>);
    await failing(c.call('Account', 'getObject', { rawHeaders: { Authorization: `Bearer ${KEY}\r\n` } }));
    await failing(c.untyped.call('Account', 'getObject', { args: [KEY, Number.NaN] }));
    await failing(c.call('Account', 'getObject', { limit: KEY as never }));
  });

  it('a config file that cannot be parsed', () => {
    const file = join(home, 'broken.conf');
    writeFileSync(file, `[svclib]\nusername = ${USER}\napi_key = ${CONFIG_KEY}\ntimeout = ${CONFIG_BAD}\n`);
    const error = throwing(() => new Client({ configFile: file }));
    expect(error.message).toContain('line 4');
    writeFileSync(file, `[svclib]\napi_key = ${CONFIG_KEY}\n${CONFIG_BAD} no equals sign\n`);
    throwing(() => new Client({ configFile: file }));
    writeFileSync(file, `[svclib]\nusername = ${USER}\napi_key = ${CONFIG_KEY}\nendpoint_url = ${fake.url}\n`);
    const fromFile = new Client({ configFile: file });
    remember(fromFile);
    console.log(fromFile);
    scenarios += 1;
  });

  it('the recording transport and TimedClient', async () => {
    const recorder = createRecordingTransport(createXmlRpcTransport());
    const c = client({ transport: recorder.transport });
    await c.call('Account', 'getObject');
    await failing(c.call('Virtual_Guest', 'getObject', { id: 1, headers: { secretToken: TOKEN } }));
    await failing(new Client({ username: USER, apiKey: KEY, endpointUrl: `http://u:${URL_PASSWORD}@127.0.0.1:9/x`, transport: recorder.transport }).call('Account', 'getObject'));
    const login = new Client({ endpointUrl: fake.url, transport: recorder.transport });
    const [, hash] = await login.authenticateWithPassword(USER, PASSWORD, 1, ANSWER);
    secrets.push(hash);
    remember(recorder.records);
    remember(recorder);
    console.log('records', recorder.records);
    const timed = new TimedClient({ username: USER, apiKey: KEY, endpointUrl: fake.url });
    await timed.call('Account', 'getObject');
    await failing(timed.untyped.call('Account', 'getObject', { args: [{ password: PASSWORD }], rawHeaders: { 'X-Bad': '\u0000' } }));
    remember(timed);
    remember(timed.getLastCalls());
    console.log(timed);
  });
});

describe('the audit', () => {
  it('no secret appears in anything printed or in any text form', () => {
    expect(scenarios).toBeGreaterThan(30);
    expect(texts.length).toBeGreaterThan(200);
    expect(printed.join('\n')).toContain('<Client: endpoint=');
    const haystack = [...printed, ...texts].join('\n');
    const leaks = [...secrets, ...stems].filter((secret) => haystack.includes(secret));
    const contexts = leaks.map((secret) => {
      const at = haystack.indexOf(secret);
      return `${secret.slice(0, 12)}…: …${haystack.slice(Math.max(0, at - 120), at).replace(/\s+/g, ' ')}[HERE]`;
    });
    expect(contexts).toEqual([]);
  });
});
