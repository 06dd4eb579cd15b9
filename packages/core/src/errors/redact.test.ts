/**
 * The one redaction module: a table over every header-struct key and HTTP header name it treats as
 * secret (and some it must not), so that dropping a word from its lists breaks a test.
 */
import { describe, expect, it } from 'vitest';
import {
  headerSecrets,
  isSecretHeader,
  isSecretKey,
  maskSecretMembers,
  maskSecrets,
  redactRequest,
  REDACTED,
  redactValue,
  redactUrl,
  secretsOf,
  splitUserinfo,
} from './redact.js';
import type { CallRequest } from '../request/call-request.js';
import { requestRecord } from '../test-support/test-exchange.js';

const secretKeys = [
  'apiKey', 'api_key', 'APIKEY', 'privateKey', 'private_key', 'secret', 'clientSecret', 'authToken', 'token', 'password',
  'newPassword', 'passwd', 'hash', 'securityQuestionAnswer', 'answer', 'credential', 'credentials', 'cookie', 'sessionCookie', 'key',
  'wrappedDek', 'wrapped_dek', 'dek',
];
const publicKeys = ['username', 'userId', 'complexType', 'id', 'hostname', 'keyName', 'sshKeys', 'authenticate', 'mask', 'deks', 'rootKeyCrn'];
const secretHeaders = ['Authorization', 'authorization', 'Proxy-Authorization', 'Cookie', 'Set-Cookie', 'X-Auth-Token', 'x-api-key'];
const publicHeaders = ['User-Agent', 'Content-Type', 'Accept', 'Accept-Encoding', 'X-Request-Id'];

function record(overrides: Partial<CallRequest>): CallRequest {
  return requestRecord({ endpoint: 'https://api.example.com/xmlrpc', transportHeaders: {}, ...overrides });
}

describe('redact.ts: which keys and headers are secret', () => {
  it.each(secretKeys)('key %s is secret: redacted in records, collected for masking', (key) => {
    expect(isSecretKey(key)).toBe(true);
    expect(redactValue({ outer: { [key]: 'value-1234' } })).toEqual({ outer: { [key]: REDACTED } });
    expect(secretsOf(record({ headers: { authenticate: { [key]: 'value-1234' } } }))).toEqual(['value-1234']);
  });

  it.each(publicKeys)('key %s is not secret', (key) => {
    expect(isSecretKey(key)).toBe(false);
    expect(redactValue({ [key]: 'plain' })).toEqual({ [key]: 'plain' });
    expect(secretsOf(record({ headers: { [key]: 'plain-value' } }))).toEqual([]);
  });

  it.each(secretHeaders)('HTTP header %s is secret', (name) => {
    expect(isSecretHeader(name)).toBe(true);
    expect(redactRequest(record({ transportHeaders: { [name]: 'Bearer abc-123' } })).transportHeaders).toEqual({ [name]: REDACTED });
    // The whole value, and the credentials after the scheme (a server may quote the bare token).
    expect(secretsOf(record({ transportHeaders: { [name]: 'Bearer abc-123' } }))).toEqual(['Bearer abc-123', 'abc-123']);
  });

  it('a Basic authorization header gives its base64, the decoded user:password and the password', () => {
    const value = `Basic ${btoa('apikey:s3cret-key')}`;
    expect(secretsOf(record({ transportHeaders: { Authorization: value } }))).toEqual([value, btoa('apikey:s3cret-key'), 'apikey:s3cret-key', 's3cret-key']);
  });

  it('headerSecrets: what a secret header carries, for masking what a server quotes back; nothing of other headers', () => {
    const value = `Basic ${btoa('demo:s3cret-key')}`;
    expect(headerSecrets('authorization', value)).toEqual([value, btoa('demo:s3cret-key'), 'demo:s3cret-key', 's3cret-key']);
    expect(headerSecrets('X-Auth-Token', 'tok-1234')).toEqual(['tok-1234']);
    expect(headerSecrets('Accept', 'text/xml')).toEqual([]);
  });

  it.each(publicHeaders)('HTTP header %s is not secret', (name) => {
    expect(isSecretHeader(name)).toBe(false);
    expect(redactRequest(record({ transportHeaders: { [name]: 'v' } })).transportHeaders).toEqual({ [name]: 'v' });
  });

  it('the password and answer of getPortalLoginToken are secret arguments', () => {
    const login = record({ service: 'Vendor_User_Customer', method: 'getPortalLoginToken', args: ['alice', 'pass-word', 1, 'the-answer'] });
    expect(redactRequest(login).args).toEqual(['alice', REDACTED, 1, REDACTED]);
    expect(secretsOf(login).sort()).toEqual(['pass-word', 'the-answer']);
  });

  it('secret-named members inside any argument, at any depth, are collected as recordings redact them', () => {
    const call = record({
      service: 'Vendor_Software_Component_Password', method: 'createObject',
      args: [{ username: 'root', password: 'Tr0ub4dor&3x', notes: [{ deeper: { authToken: 'tok-5678' } }], credentials: { user: 'u', pass: 'cr-9999' } }],
    });
    expect(secretsOf(call).sort()).toEqual(['Tr0ub4dor&3x', 'cr-9999', 'tok-5678', 'u']);
    expect(redactRequest(call).args).toEqual([{ username: 'root', password: REDACTED, notes: [{ deeper: { authToken: REDACTED } }], credentials: REDACTED }]);
    // Not the whole argument: its other members are not secrets.
    expect(secretsOf(call)).not.toContain('root');
  });

  it('URL passwords: collected, and userinfo removed from URLs and text', () => {
    // The password, the user:password pair and its Base64 (a Basic header echoed back), for each URL.
    expect(secretsOf(record({ endpoint: 'https://u:end%40pass@api.example.com/', proxy: 'http://p:proxy-pass@proxy:3128' })).sort()).toEqual([
      'cDpwcm94eS1wYXNz',
      'dTplbmRAcGFzcw==',
      'end@pass',
      'p:proxy-pass',
      'proxy-pass',
      'u:end@pass',
    ]);
    expect(redactRequest(record({ proxy: 'http://p:proxy-pass@proxy:3128/' })).proxy).toBe('http://REDACTED:REDACTED@proxy:3128/');
    expect(redactUrl('http://u:p@proxy:3128/')).toBe('http://proxy:3128/');
    expect(redactUrl('connect http://u:p@proxy:3128 failed')).toBe('connect http://proxy:3128 failed');
  });

  it('hides URL userinfo with one function: removed or masked, in a URL or in free text', () => {
    expect(redactUrl('http://u:p@proxy:3128', '***')).toBe('http://***@proxy:3128/');
    expect(redactUrl('http://u:p@ss@proxy:3128/')).toBe('http://proxy:3128/');
    expect(redactUrl('via http://u:p@a/ and https://v:q@b/ x', '***')).toBe('via http://***@a/ and https://***@b/ x');
    expect(redactUrl('http://proxy:3128')).toBe('http://proxy:3128');
  });

  it('reads URL userinfo in one place: decoded, with the URL without it', () => {
    expect(splitUserinfo('http://u:p%40ss@proxy:3128/')).toEqual({ url: 'http://proxy:3128/', user: 'u', password: 'p@ss' });
    expect(splitUserinfo('http://proxy:3128')).toEqual({ url: 'http://proxy:3128', user: '', password: '' });
    expect(splitUserinfo('not a url')).toBeUndefined();
  });

  it('masks secret-named XML-RPC struct members whatever their type', () => {
    const body = '<member><name>apiKey</name><value><string>k1</string></value></member><member><name>id</name><value><int>7</int></value></member><member><name>authToken</name><value><int>99</int></value></member>';
    expect(maskSecretMembers(body)).toBe(
      '<member><name>apiKey</name><value><string>***</string></value></member><member><name>id</name><value><int>7</int></value></member><member><name>authToken</name><value><int>***</int></value></member>',
    );
  });

  it('masks secret-named JSON members (REST bodies), escaped quotes included, and leaves the rest', () => {
    const body = '{"id": 7, "authenticationKey": "k\\"1", "users": [{"password":"p", "username": "alice"}], "note": "apiKey: \\"x\\""}';
    expect(maskSecretMembers(body)).toBe('{"id": 7, "authenticationKey": "***", "users": [{"password":"***", "username": "alice"}], "note": "apiKey: \\"x\\""}');
  });

  it('masks secrets in text, longest first, leaving ones too short to mask safely', () => {
    expect(maskSecrets('key abcd1234 and abcd and abc', ['abcd', 'abcd1234', 'abc'])).toBe('key *** and *** and abc');
  });
});
