/**
 * Limits at their exact edge in core: control characters at the boundaries of the C0 and C1 ranges
 * in service and method names, and the pinned time zone this project runs under.
 */
import { describe, expect, it } from 'vitest';
import { Client } from '../../src/node.js';
import { checkWireName } from '../../src/request/wire-names.js';

describe('the pinned time zone', () => {
  it('is in force before any test runs (Pacific/Chatham)', () => {
    expect(process.env.TZ).toBe('Pacific/Chatham');
    expect([-765, -825]).toContain(new Date(2024, 0, 1).getTimezoneOffset());
  });
});

describe('control characters in wire names, at the edges of U+0000–U+001F and U+007F–U+009F', () => {
  it.each(['\u0000', '\u0001', '\u001f', '\u007f', '\u0080', '\u0081', '\u009e', '\u009f'])('%j is a control character', (char) => {
    for (const what of ['service', 'method'] as const) {
      expect(() => checkWireName(what, `Acc${char}ount`)).toThrowError(
        new TypeError(`The ${what} name must be a name, not a path: ${JSON.stringify(`Acc${char}ount`)} contains a control character`),
      );
    }
  });

  it.each(['\u0020', '\u00a0', '\u0085'])('%j is whitespace', (char) => {
    expect(() => checkWireName('service', `Acc${char}ount`)).toThrowError(/contains (whitespace|a control character)/);
  });

  it.each(['~', '\u00a1', '\u00ff', 'é', '_', '-', '.'])('%j is allowed', (char) => {
    expect(() => checkWireName('service', `Acc${char}ount`)).not.toThrow();
    expect(() => checkWireName('method', `get${char}Object`)).not.toThrow();
  });

  it('a client refuses such a name before sending', async () => {
    const client = new Client({ username: 'u', apiKey: 'k1234567', endpointUrl: 'http://127.0.0.1:9/xmlrpc/v3.1', transport: () => Promise.resolve(1) });
    await expect(client.untyped.call('Account\u009f', 'getObject')).rejects.toThrow(/contains a control character/);
    await expect(client.untyped.call('Account', 'get\u001fObject')).rejects.toThrow(/contains a control character/);
    expect(await client.untyped.call('Account', 'getObject\u00a1')).toBe(1);
  });
});
