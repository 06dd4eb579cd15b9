/**
 * A new zone's serial day is the UTC day (`YYYYMMDD01`, as the reference sends it), whatever the
 * hour and the local zone: this project runs under a zone far east of UTC (Pacific/Chatham, see
 * vitest.config.ts), and the clock is faked (`Date` only, so the HTTP exchange with the fake server
 * on 127.0.0.1 runs on real timers) at hours where the local day is already the next one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DNSManager } from './dns-manager.js';
import { useFixture, type Fixture } from './test-fixture.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
});
afterEach(() => vi.useRealTimers());

describe('DNSManager.createZone serial', () => {
  it('runs under the pinned zone', () => {
    expect(process.env.TZ).toBe('Pacific/Chatham');
    expect([-765, -825]).toContain(new Date(2024, 0, 1).getTimezoneOffset());
  });

  it.each([
    ['2024-03-31T20:00:00Z', '2024033101'],
    ['2024-12-31T23:59:59Z', '2024123101'],
    ['2024-02-29T11:15:00Z', '2024022901'],
    ['2024-06-30T12:00:00Z', '2024063001'],
    ['2025-01-01T00:00:00Z', '2025010101'],
  ])('at %s the serial is %s', async (now, serial) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    await new DNSManager(fx.client).createZone(`z${serial}.example`);
    vi.useRealTimers();
    const create = fx.calls().find((call) => call.method === 'createObject');
    expect(create?.args[0]).toEqual({ name: `z${serial}.example`, serial, resourceRecords: {} });
  });
});
