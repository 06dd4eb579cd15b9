/**
 * The codec at its edges: leap days (a century is a leap year only when divisible by 400), and
 * `dateTime.iso8601` read as UTC whatever the process's time zone — this project runs under a
 * pinned zone far east of UTC (see vitest.config.ts), which this file checks first.
 */
import { describe, expect, it } from 'vitest';
import { decodeMethodResponse, encodeMethodResponse } from '../src/index.js';
import { parseDateTime } from '../src/date-time.js';

const value = (inner: string): string => `<?xml version="1.0"?><methodResponse><params><param><value>${inner}</value></param></params></methodResponse>`;

describe('the pinned time zone', () => {
  it('is in force before any test runs (Pacific/Chatham, UTC+12:45 or +13:45)', () => {
    expect(process.env.TZ).toBe('Pacific/Chatham');
    expect([-765, -825]).toContain(new Date(2024, 0, 1).getTimezoneOffset());
  });
});

describe('leap days', () => {
  it.each([
    ['20000229T00:00:00', '2000-02-29T00:00:00.000Z'],
    ['20240229T12:00:00', '2024-02-29T12:00:00.000Z'],
    ['19960229T23:59:59', '1996-02-29T23:59:59.000Z'],
    ['2000-02-29T00:00:00', '2000-02-29T00:00:00.000Z'],
  ])('%s is a valid date', (text, iso) => {
    expect(parseDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['19000229T00:00:00', '21000229T00:00:00', '20230229T00:00:00', '20000230T00:00:00', '1900-02-29T00:00:00', '20240431T00:00:00'])(
    '%s is not a date (and does not decode)',
    async (text) => {
      expect(parseDateTime(text)).toBeUndefined();
      await expect(decodeMethodResponse(value(`<dateTime.iso8601>${text}</dateTime.iso8601>`))).rejects.toMatchObject({ code: 'invalid-value' });
    },
  );
});

describe('dateTime.iso8601 is UTC, whatever the local zone', () => {
  it.each([
    ['20240331T20:00:00', Date.UTC(2024, 2, 31, 20, 0, 0)],
    ['20241231T23:59:59', Date.UTC(2024, 11, 31, 23, 59, 59)],
    ['20240101T00:00:00', Date.UTC(2024, 0, 1, 0, 0, 0)],
    ['20240615T11:30:00', Date.UTC(2024, 5, 15, 11, 30, 0)],
  ])('%s decodes to the UTC instant', async (text, time) => {
    expect(((await decodeMethodResponse(value(`<dateTime.iso8601>${text}</dateTime.iso8601>`))) as Date).getTime()).toBe(time);
  });

  it('encodes a Date in UTC, late in the UTC day too', () => {
    expect(encodeMethodResponse(new Date(Date.UTC(2024, 2, 31, 20, 0, 0)))).toContain('<dateTime.iso8601>20240331T20:00:00</dateTime.iso8601>');
    expect(encodeMethodResponse(new Date(Date.UTC(2024, 11, 31, 23, 59, 59)))).toContain('20241231T23:59:59');
  });
});
