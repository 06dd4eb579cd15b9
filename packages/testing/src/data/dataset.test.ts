import { describe, expect, it } from 'vitest';
import { Dataset, DEFAULT_COUNTS } from './dataset.js';
import { startFakeServer } from '../http/fake-server.js';
import { mask, rpc } from '../test-client.js';

const users = [{ id: 7001, username: 'demo' }];

describe('dataset', () => {
  it('is the same for the same seed and differs for another seed', () => {
    const a = new Dataset({ seed: 1, counts: DEFAULT_COUNTS, users });
    const b = new Dataset({ seed: 1, counts: DEFAULT_COUNTS, users });
    const c = new Dataset({ seed: 2, counts: DEFAULT_COUNTS, users });
    expect(JSON.stringify(a.tickets)).toBe(JSON.stringify(b.tickets));
    expect(a.virtualGuests).toEqual(b.virtualGuests);
    expect(c.virtualGuests.map((g) => g.globalIdentifier)).not.toEqual(a.virtualGuests.map((g) => g.globalIdentifier));
  });

  it('generates each list only when first read', () => {
    const data = new Dataset({ seed: 1, counts: { ...DEFAULT_COUNTS, virtualGuests: 150_000 }, users });
    expect(data.isGenerated('virtualGuests')).toBe(false);
    expect(data.hardware).toHaveLength(4);
    expect(data.isGenerated('virtualGuests')).toBe(false);
  });

  it('gives every server unique ids, host names and addresses', () => {
    const data = new Dataset({ seed: 1, counts: { ...DEFAULT_COUNTS, virtualGuests: 2000, hardware: 300 }, users });
    const servers = [...data.virtualGuests, ...data.hardware];
    for (const key of ['id', 'fullyQualifiedDomainName', 'primaryIpAddress', 'primaryBackendIpAddress'] as const) {
      expect(new Set(servers.map((server) => server[key])).size).toBe(servers.length);
    }
    expect(new Set(data.ipAddresses.map((ip) => ip.id)).size).toBe(data.ipAddresses.length);
  });

  it('holds the authentication users first and never a password', () => {
    const data = new Dataset({ seed: 1, counts: DEFAULT_COUNTS, users });
    expect(data.users.map((user) => user.username)).toEqual(['demo', 'alice', 'bob', 'chandra']);
    expect(JSON.stringify(data.users)).not.toMatch(/password/i);
  });
});

describe('large lists over HTTP', () => {
  it('pages 10 000 guests cheaply with resultLimit and Vendor-Total-Items', async () => {
    const server = await startFakeServer({ counts: { virtualGuests: 10_000 } });
    try {
      const started = Date.now();
      const page = await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: { ...mask('id'), resultLimit: { limit: 100, offset: 9950 } } });
      expect(page.headers.get('vendor-total-items')).toBe('10000');
      expect(page.value).toHaveLength(50);
      expect((page.value as Array<{ id: number }>)[49]).toEqual({ id: 110_000 });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await server.close();
    }
  });
});
