/**
 * The token endpoint (`POST /identity/token`) and the lifetime of access tokens, over real HTTP
 * with plain `fetch`: an API key exchanged for a bearer token that both front ends accept until it
 * expires, then answer with the token-expired fault (XML-RPC fault; REST HTTP 500 with the code).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_API_KEY, FAKE_USERNAME } from '../data/constants.js';
import { rpc } from '../test-client.js';
import { startFakeServer, type FakeServer } from './fake-server.js';
import type { FakeServerOptions } from './options.js';
import { API_KEY_GRANT_TYPE } from './token-endpoint.js';

const EXPIRED = 'Vendor_Exception_Account_Authentication_AccessTokenValidation';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(options?: FakeServerOptions): Promise<FakeServer> {
  const server = await startFakeServer(options);
  servers.push(server);
  return server;
}

async function exchange(server: FakeServer, fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(server.tokenUrl, { method: 'POST', headers: { 'content-type': contentType }, body: new URLSearchParams(fields).toString() });
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function restCall(server: FakeServer, token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.restUrl}/Vendor_Account/getObject.json`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

describe('the token endpoint', () => {
  it('exchanges an API key for a bearer token both front ends accept, with expires_in from tokens.lifetimeMs', async () => {
    const server = await start({ tokens: { lifetimeMs: 120_000 } });
    expect(server.tokenUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/identity\/token$/);
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await exchange(server, { grant_type: API_KEY_GRANT_TYPE, apikey: FAKE_API_KEY, username: FAKE_USERNAME });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 120 });
    expect(body.expiration).toBeGreaterThanOrEqual(before + 120);
    const token = body.access_token as string;
    expect(typeof token).toBe('string');
    expect(server.state.tokenExchanges).toBe(1);

    const xmlrpc = await rpc(server, 'Vendor_Account', 'getObject', { auth: null, httpHeaders: { authorization: `Bearer ${token}` } });
    expect(xmlrpc.fault).toBeUndefined();
    expect((await restCall(server, token)).status).toBe(200);
    // Without a username, the key names its user.
    expect((await exchange(server, { grant_type: API_KEY_GRANT_TYPE, apikey: FAKE_API_KEY })).status).toBe(200);
    expect(server.state.tokenExchanges).toBe(2);
  });

  it('refuses an unknown key, a key of another user, another grant, a missing key, another body type and method — never echoing the key', async () => {
    const server = await start();
    const wrong = await exchange(server, { grant_type: API_KEY_GRANT_TYPE, apikey: 'not-the-key-0123456789' });
    expect(wrong).toEqual({ status: 400, body: { errorCode: 'InvalidApiKey', errorMessage: 'Provided API key could not be found.' } });
    expect((await exchange(server, { grant_type: API_KEY_GRANT_TYPE, apikey: FAKE_API_KEY, username: 'mallory' })).body.errorCode).toBe('InvalidApiKey');
    expect((await exchange(server, { grant_type: 'password', apikey: FAKE_API_KEY })).body.errorCode).toBe('UnsupportedGrantType');
    expect((await exchange(server, { grant_type: API_KEY_GRANT_TYPE })).body.errorCode).toBe('InvalidRequest');
    expect((await exchange(server, { grant_type: API_KEY_GRANT_TYPE, apikey: FAKE_API_KEY }, 'application/json')).status).toBe(400);
    const get = await fetch(`${server.tokenUrl}?grant_type=x`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(JSON.stringify(wrong)).not.toContain('not-the-key');
    expect(server.state.tokenExchanges).toBe(0);
  });

  it('a token past its lifetime gets the token-expired fault over XML-RPC and REST (HTTP 500 with the code)', async () => {
    const server = await start({ tokens: { lifetimeMs: 150 } });
    const token = server.issueAccessToken();
    expect((await restCall(server, token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const xmlrpc = await rpc(server, 'Vendor_Account', 'getObject', { auth: null, httpHeaders: { authorization: `Bearer ${token}` } });
    expect(xmlrpc.fault).toEqual({ faultCode: EXPIRED, faultString: 'The access token is invalid or has expired.' });
    expect(await restCall(server, token)).toEqual({ status: 500, body: { error: 'The access token is invalid or has expired.', code: EXPIRED } });
    const { body } = await exchange(server, { grant_type: API_KEY_GRANT_TYPE, apikey: FAKE_API_KEY });
    expect(body.expires_in).toBe(0.15);
    expect((await restCall(server, body.access_token as string)).status).toBe(200);
  });

  it('checks the tokens option', async () => {
    await expect(startFakeServer({ tokens: { lifetimeMs: 0 } })).rejects.toThrow('startFakeServer option tokens.lifetimeMs must be a positive number of milliseconds, got 0.');
    await expect(startFakeServer({ tokens: { lifetime: 5 } as never })).rejects.toThrow('Unknown startFakeServer tokens options: lifetime.');
    await expect(startFakeServer({ tokens: 5 as never })).rejects.toThrow('startFakeServer option tokens must be an object { lifetimeMs }.');
  });
});
