import { describe, expect, it } from 'vitest';
import { recordIdentifier, isIdentifier, isIdString } from './identifier.js';
import { restCall } from '../transports/rest/rest-request.js';
import { requestRecord } from '../test-support/test-exchange.js';

describe('isIdString / isIdentifier (issue 27 item 1)', () => {
  it.each(['1', '123', 'dal05.pod01', 'US', 'TICKET_VIEW', '0B5DEAF4-643D-46CA-A695-CECBE8832C9D', 'fe80::1', 'a@example.com', 'a+b', '~x', 'x'.repeat(256)])(
    'accepts %j',
    (id) => {
      expect(isIdString(id)).toBe(true);
      expect(isIdentifier(id)).toBe(true);
    },
  );

  it.each(['', '.', '..', '...', '-', '_', 'a/b', 'a b', 'a%2e', '%2e%2e', 'a?b', 'a#b', 'a\\b', 'a\nb', 'é', '\ud800', 'x'.repeat(257)])('refuses %j', (id) => {
    expect(isIdString(id)).toBe(false);
    expect(isIdentifier(id)).toBe(false);
  });

  it('numbers: non-negative safe integers (and non-negative bigints, from a record)', () => {
    expect([0, 1, Number.MAX_SAFE_INTEGER, 0n, 2n ** 64n].map(isIdentifier)).toEqual([true, true, true, true, true]);
    expect([-1, 1.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1, -1n, true, null, {}].map(isIdentifier)).toEqual(Array(9).fill(false));
  });

  it('recordIdentifier: undefined and null are no id', () => {
    expect(() => recordIdentifier({ service: 'Vendor_A', method: 'm', identifier: undefined })).not.toThrow();
    expect(() => recordIdentifier({ service: 'Vendor_A', method: 'm', identifier: null })).not.toThrow();
    expect(() => recordIdentifier({ service: 'Vendor_A', method: 'm', identifier: '..' })).toThrow(TypeError);
  });

  it('restCall: the id is one encoded path segment; "." and ".." never reach the URL', () => {
    const base = { endpoint: 'https://api.example/rest/v3.1', service: 'Vendor_Virtual_Guest', method: 'deleteObject' };
    expect(restCall(requestRecord({ ...base, identifier: 'a:b@c+d' })).url).toBe('https://api.example/rest/v3.1/Vendor_Virtual_Guest/a%3Ab%40c%2Bd/deleteObject.json');
    expect(new URL(restCall(requestRecord({ ...base, identifier: 7 })).url).pathname).toBe('/rest/v3.1/Vendor_Virtual_Guest/7/deleteObject.json');
    for (const identifier of ['..', '.']) expect(() => restCall(requestRecord({ ...base, identifier }))).toThrow(TypeError);
  });
});
