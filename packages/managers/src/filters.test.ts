import { describe, expect, it } from 'vitest';
import { betweenDate, buildFilter, formatFilterDate, isFilterOperation, mergeFilters, queryFilter } from './filters.js';
import type { ObjectFilter } from './filters.js';

describe('queryFilter', () => {
  const table: { name: string; input: string | number; expected: string | number }[] = [
    { name: 'a number', input: 4, expected: 4 },
    { name: 'a negative number', input: -2, expected: -2 },
    { name: 'a numeric string', input: '2048', expected: 2048 },
    { name: 'a numeric string with spaces', input: '  16 ', expected: 16 },
    { name: '<=', input: '<=4', expected: '<= 4' },
    { name: '>=', input: '>=  2048 ', expected: '>= 2048' },
    { name: '<', input: '< 8', expected: '< 8' },
    { name: '>', input: '>8', expected: '> 8' },
    { name: '~', input: '~ web.*', expected: '~ web.*' },
    { name: '!~', input: '!~test', expected: '!~ test' },
    { name: '*= (contains operator)', input: '*=prod', expected: '*= prod' },
    { name: '^= (starts-with operator)', input: '^= web', expected: '^= web' },
    { name: '$= (ends-with operator)', input: '$=.com', expected: '$= .com' },
    { name: '_= (equal operator)', input: '_=Web1', expected: '_= Web1' },
    { name: '*x* → contains', input: '*prod*', expected: '*= prod' },
    { name: '*x → ends with', input: '*.example.com', expected: '$= .example.com' },
    { name: 'x* → starts with', input: 'web*', expected: '^= web' },
    { name: 'anything else → equal', input: 'web1', expected: '_= web1' },
    { name: 'a string trimmed first', input: '  web1  ', expected: '_= web1' },
    { name: 'a decimal string is not numeric', input: '1.5', expected: '_= 1.5' },
    { name: 'an IP address', input: '10.0.0.1', expected: '_= 10.0.0.1' },
  ];
  for (const { name, input, expected } of table) {
    it(`maps ${name}`, () => {
      expect(queryFilter(input)).toEqual({ operation: expected });
    });
  }

  it('rejects values that are neither strings nor finite numbers', () => {
    expect(() => queryFilter(Number.NaN)).toThrow(TypeError);
    expect(() => queryFilter(Infinity)).toThrow(/finite number/);
    expect(() => queryFilter({} as unknown as string)).toThrow(/expected a string or a number, got an object/);
    expect(() => queryFilter(null as unknown as string)).toThrow(/got null/);
  });
});

describe('formatFilterDate and betweenDate', () => {
  const table: { name: string; input: Date | string; expected: string }[] = [
    { name: 'a Date, in UTC, zero-padded', input: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), expected: '01/02/2024 03:04:05' },
    { name: 'a Date late in the day', input: new Date(Date.UTC(2023, 11, 31, 23, 59, 59)), expected: '12/31/2023 23:59:59' },
    { name: 'the seed form, unpadded', input: '1/2/2024 3:4:5', expected: '01/02/2024 03:04:05' },
    { name: 'the seed form without seconds', input: '1/2/2024 3:4', expected: '01/02/2024 03:04:00' },
    { name: 'a date only', input: '07/28/2013', expected: '07/28/2013 00:00:00' },
    { name: 'an ISO string with zone', input: '2024-03-04T05:06:07Z', expected: '03/04/2024 05:06:07' },
  ];
  for (const { name, input, expected } of table) {
    it(`formats ${name}`, () => {
      expect(formatFilterDate(input)).toBe(expected);
    });
  }

  it('builds the seed operation shape', () => {
    expect(betweenDate('1/1/2024 0:0:0', new Date(Date.UTC(2024, 1, 1)))).toEqual({
      operation: 'betweenDate',
      options: [
        { name: 'startDate', value: ['01/01/2024 00:00:00'] },
        { name: 'endDate', value: ['02/01/2024 00:00:00'] },
      ],
    });
  });

  it('rejects invalid dates, naming which end', () => {
    expect(() => betweenDate('yesterday', new Date())).toThrow(/start "yesterday"/);
    expect(() => betweenDate(new Date(), new Date('nope'))).toThrow(/end is an invalid Date/);
    expect(() => betweenDate('13/01/2024 0:0:0', new Date())).toThrow(TypeError);
    expect(() => betweenDate(new Date(), 5 as unknown as Date)).toThrow(/end must be a Date or a string/);
  });
});

describe('buildFilter', () => {
  it('nests dotted paths and merges siblings', () => {
    expect(
      buildFilter({
        'virtualGuests.hostname': queryFilter('web*'),
        'virtualGuests.datacenter.name': queryFilter('dal13'),
        'virtualGuests.maxCpu': queryFilter(4),
      }),
    ).toEqual({
      virtualGuests: {
        hostname: { operation: '^= web' },
        datacenter: { name: { operation: '_= dal13' } },
        maxCpu: { operation: 4 },
      },
    });
  });

  it('skips undefined values', () => {
    expect(buildFilter({ 'a.b': undefined, 'a.c': { operation: 1 } })).toEqual({ a: { c: { operation: 1 } } });
    expect(buildFilter({ 'a.b': undefined })).toEqual({});
  });

  it('rejects conflicting and empty paths', () => {
    expect(() => buildFilter({ a: { operation: 1 }, 'a.b': { operation: 2 } })).toThrow(/conflicts/);
    expect(() => buildFilter({ 'a.b': { operation: 2 }, a: { operation: 1 } })).toThrow(/conflicts/);
    expect(() => buildFilter({ 'a..b': { operation: 1 } })).toThrow(/empty segment/);
  });

  it('keeps __proto__ as a plain key', () => {
    const filter = buildFilter({ '__proto__.x': { operation: 1 } });
    expect(Object.getPrototypeOf(filter)).toBe(Object.prototype);
    expect(Object.keys(filter)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('mergeFilters', () => {
  it('merges nested groups deeply without changing its inputs', () => {
    const caller: ObjectFilter = { virtualGuests: { domain: { operation: '_= example.com' } }, other: { x: { operation: 1 } } };
    const built: ObjectFilter = { virtualGuests: { hostname: { operation: '^= web' } } };
    const merged = mergeFilters(caller, built);
    expect(merged).toEqual({
      virtualGuests: { domain: { operation: '_= example.com' }, hostname: { operation: '^= web' } },
      other: { x: { operation: 1 } },
    });
    expect(caller).toEqual({ virtualGuests: { domain: { operation: '_= example.com' } }, other: { x: { operation: 1 } } });
    (merged.other as ObjectFilter).y = { operation: 2 };
    expect(caller.other).toEqual({ x: { operation: 1 } });
  });

  it('lets the later filter win and replaces operation leaves whole', () => {
    const merged = mergeFilters(
      { g: { tag: { operation: 'in', options: [{ name: 'data', value: ['a'] }] } } },
      { g: { tag: { operation: '_= b' } } },
    );
    expect(merged).toEqual({ g: { tag: { operation: '_= b' } } });
  });

  it('skips undefined inputs and rejects non-objects', () => {
    expect(mergeFilters(undefined, { a: { operation: 1 } }, undefined)).toEqual({ a: { operation: 1 } });
    expect(() => mergeFilters([] as unknown as ObjectFilter)).toThrow(/expected a filter object/);
  });

  it('tells operation leaves from nested filters', () => {
    expect(isFilterOperation({ operation: 'x' })).toBe(true);
    expect(isFilterOperation({ hostname: { operation: 'x' } })).toBe(false);
    expect(isFilterOperation('x')).toBe(false);
  });
});
