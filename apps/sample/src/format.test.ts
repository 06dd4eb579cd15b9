import { describe, expect, it } from 'vitest';

import { cellText, formatDate, formatMs, renderFields, renderHeading, renderTable } from './format.js';

describe('renderTable', () => {
  it('aligns columns, right-aligns numbers and trims trailing spaces', () => {
    const text = renderTable(
      [{ header: 'id', align: 'right' }, { header: 'hostname' }, { header: 'dc' }],
      [
        [7, 'web1', 'dal10'],
        [1234, 'database-primary', null],
      ],
    );
    expect(text.split('\n')).toEqual([
      '  id  hostname          dc',
      '----  ----------------  -----',
      '   7  web1              dal10',
      '1234  database-primary  -',
    ]);
  });

  it('cuts cells longer than maxWidth with an ellipsis', () => {
    const text = renderTable([{ header: 'title', maxWidth: 6 }], [['a very long title']]);
    expect(text.split('\n')[2]).toBe('a ver…');
  });

  it('prints (none) under the header of an empty table', () => {
    expect(renderTable([{ header: 'id' }], [])).toBe('id\n--\n(none)');
  });

  it('keeps a row on one line when a cell holds newlines', () => {
    expect(renderTable([{ header: 'entry' }], [['line 1\nline 2']]).split('\n')).toHaveLength(3);
  });
});

describe('small formatters', () => {
  it.each([
    { name: 'null', value: null, expected: '-' },
    { name: 'undefined', value: undefined, expected: '-' },
    { name: 'empty string', value: '', expected: '-' },
    { name: 'number', value: 42, expected: '42' },
    { name: 'boolean', value: false, expected: 'false' },
  ])('cellText($name) is $expected', ({ value, expected }) => {
    expect(cellText(value)).toBe(expected);
  });

  it('renders fields with padded labels', () => {
    expect(renderFields([['company', 'ACME'], ['id', 1]])).toBe('company  ACME\nid       1');
  });

  it('underlines a heading', () => {
    expect(renderHeading(3, 'Tickets')).toBe('3. Tickets\n==========');
  });

  it('formats dates in UTC and passes other strings through', () => {
    expect(formatDate('2024-01-02T03:04:05Z')).toBe('2024-01-02 03:04');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 59)))).toBe('2024-12-31 23:59');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(undefined)).toBe('-');
  });

  it('formats milliseconds rounded with separators', () => {
    expect(formatMs(1234.5)).toBe('1,235 ms');
    expect(formatMs(0.2)).toBe('0 ms');
  });
});
