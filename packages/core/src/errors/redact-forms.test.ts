import { describe, expect, it } from 'vitest';
import { encodeMethodCall } from '@svclib/xmlrpc';
import { maskSecrets } from './redact.js';

const SECRET = 'pa\rss&wörd"\t';

describe('maskSecrets covers every form a secret can be written in', () => {
  const forms: [string, string][] = [
    ['raw', SECRET],
    ['as the XML-RPC encoder writes it', encodeMethodCall('m', [SECRET])],
    ['decimal character references', 'pa&#13;ss&#38;w&#246;rd&#34;&#9;'],
    ['hex references, any case, leading zeros', 'pa&#x0D;ss&#X26;w&#xf6;rd&#x0022;&#x9;'],
    ['named entities', 'pa\rss&amp;wörd&quot;\t'],
    ['JSON escapes', JSON.stringify(SECRET)],
    ['\\u escapes', 'pa\\u000dss\\u0026w\\u00F6rd\\u0022\\u0009'],
    ['percent-encoding', encodeURIComponent(SECRET)],
  ];
  it.each(forms)('%s', (_name, text) => {
    const redacted = maskSecrets(text, [SECRET]);
    expect(redacted).toContain('***');
    expect(redacted).not.toMatch(/ss|rd/);
  });

  // The forms a secret takes in an HTTP exchange besides those: echoed Basic credentials (the
  // Base64 of `user:secret`, at any alignment), a Base64 or URL-safe Base64 value, a form or query
  // string (`+` for a space, any byte percent-encoded), JSON from PHP (`\/`), a `\u` surrogate pair.
  const KEY = 'k3y/wrapped dek+é😀!';
  const base64 = (text: string): string => Buffer.from(text).toString('base64');
  const exchangeForms: [string, string][] = [
    ['Basic credentials, user of 1 character', `Authorization: Basic ${base64(`a:${KEY}`)}`],
    ['Basic credentials, user of 2 characters', `Authorization: Basic ${base64(`ab:${KEY}`)}`],
    ['Basic credentials, user of 3 characters', `Authorization: Basic ${base64(`abc:${KEY}`)}`],
    ['Base64 of the secret alone', `"token": "${base64(KEY)}"`],
    ['URL-safe Base64', Buffer.from(`xy:${KEY}`).toString('base64url')],
    ['a form body (URLSearchParams)', new URLSearchParams({ v: KEY }).toString()],
    ['every byte percent-encoded', [...Buffer.from(KEY)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')],
    ['PHP JSON (escaped slash, \\u escapes)', '"k3y\\/wrapped dek+\\u00e9\\ud83d\\ude00!"'],
  ];
  it.each(exchangeForms)('in an HTTP exchange: %s', (_name, text) => {
    const masked = maskSecrets(text, [KEY]);
    expect(masked).toContain('***');
    // At most the few Base64 characters shared with the neighbouring bytes stay.
    expect(masked).not.toMatch(/wrapped|dek|3y/);
    for (const encoded of [base64(KEY), Buffer.from(KEY).toString('base64url')]) expect(masked).not.toContain(encoded.slice(4, 12));
  });

  it('masks the Base64 of a secret only where it is long enough not to match ordinary text', () => {
    expect(maskSecrets('dGhl and the', ['the1'])).toBe('dGhl and the');
  });

  it('masks short secrets only as whole values , and longer secrets first', () => {
    expect(maskSecrets('<string>abc</string> abcdef', ['abc'])).toBe('<string>***</string> abcdef');
    expect(maskSecrets('abc', ['abc'])).toBe('***');
    expect(maskSecrets('key-1-long and key-1', ['key-1', 'key-1-long'], '*')).toBe('* and *');
    expect(maskSecrets('nothing here', [''], '*')).toBe('nothing here');
  });
});
