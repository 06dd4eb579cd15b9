import { describe, expect, it } from 'vitest';

import { UsageError } from '../errors.js';
import { amount, col, pick, render, terminalSafe } from './index.js';
import type { CommandResult } from './index.js';
import { plainJson } from './cells.js';

const rows = [
  { id: 2, name: 'b, "quoted"', dc: { name: 'dal10' }, tags: ['x'] },
  { id: 10, name: 'a', dc: null },
];
const list: CommandResult = { kind: 'list', rows, columns: [col('id'), col('name'), col('datacenter', 'dc.name')] };

describe('render', () => {
  it('csv quotes cells that need it and shows blanks as empty', () => {
    expect(render(list, { format: 'csv' })).toBe('id,name,datacenter\n2,"b, ""quoted""",dal10\n10,a,\n');
    const blanks: CommandResult = { kind: 'list', rows: [{ id: 1, notes: '' }], columns: [col('id'), col('notes')] };
    expect(render(blanks, { format: 'csv' })).toBe('id,notes\n1,\n');
    expect(render(blanks, { format: 'table' })).toMatch(/│ 1\s+│ -\s+│/);
  });

  it('json keeps whole records unless --columns projects them', () => {
    expect(JSON.parse(render(list, { format: 'json' }))).toEqual(rows);
    expect(render(list, { format: 'jsonl', columns: ['id', 'dc.name'] })).toBe('{"id":2,"dc.name":"dal10"}\n{"id":10,"dc.name":null}\n');
  });

  it('sorts numbers numerically and rejects an unknown --sortby', () => {
    expect(render(list, { format: 'csv', columns: ['id'], sortby: 'id' })).toBe('id\n2\n10\n');
    expect(render(list, { format: 'csv', columns: ['name'], sortby: 'name' })).toBe('name\na\n"b, ""quoted"""\n');
    expect(() => render(list, { format: 'csv', sortby: 'nope' })).toThrow(UsageError);
  });

  it('tables show - for blanks and JSON for nested values', () => {
    const text = render({ kind: 'list', rows, columns: [col('datacenter', 'dc.name'), col('tags')] }, { format: 'table' });
    expect(text).toMatch(/│ dal10\s+│ \["x"\] │/);
    expect(text).toMatch(/│ -\s+│ -\s+│/);
  });

  it('objects render as name/value rows; messages as text or JSON', () => {
    const object: CommandResult = { kind: 'object', value: { id: 1, hostname: 'web1' }, columns: [col('id'), col('hostname')] };
    expect(render(object, { format: 'csv' })).toBe('name,value\nid,1\nhostname,web1\n');
    const done: CommandResult = { kind: 'message', text: 'Done.', value: true };
    expect(render(done, { format: 'table' })).toBe('Done.\n');
    expect(render(done, { format: 'json' })).toBe('true\n');
    expect(render({ kind: 'text', text: 'zone' }, { format: 'json' })).toBe('zone\n');
  });

  it('pick reads dotted paths and stops at non-objects', () => {
    expect(pick({ a: { b: [{ c: 3 }] } }, 'a.b.0.c')).toBe(3);
    expect(pick({ a: 1 }, 'a.b')).toBeUndefined();
  });
});

describe('terminalSafe', () => {
  it('removes escape sequences (CSI, OSC with BEL or ST, two-character) and shows other controls as \\x escapes', () => {
    expect(terminalSafe('web1\u001b[2J\u001b[31;1mred\u001b[0m')).toBe('web1red');
    expect(terminalSafe('a\u001b]0;owned title\u0007b\u001b]8;;http://evil.test\u001b\\c')).toBe('abc');
    expect(terminalSafe('x\u001bcy')).toBe('xy');
    expect(terminalSafe('nul\u0000bel\u0007bs\u0008del\u007fcsi\u009bnel\u0085')).toBe('nul\\x00bel\\x07bs\\x08del\\x7fcsi\\x9bnel\\x85');
    expect(terminalSafe('line1\nline2\r\ttab')).toBe('line1\nline2\\x0d\\x09tab');
    expect(terminalSafe('abc\u202etxt.exe \u2066x\u2069')).toBe('abc\\u{202e}txt.exe \\u{2066}x\\u{2069}');
    expect(terminalSafe('ünïcode 😀 ok')).toBe('ünïcode 😀 ok');
  });

  it('a table never carries the raw characters; its header is safe too', () => {
    const hostile: CommandResult = { kind: 'list', rows: [{ h: 'x\u001b[2Jy', ['k\u001b[1m']: 1 }], columns: [col('h'), col('k\u001b[1m')] };
    const table = render(hostile, { format: 'table' });
    expect(table).not.toContain('\u001b');
    expect(table).toContain('xy');
    expect(render({ kind: 'message', text: 'done \u001b[2J', value: true }, { format: 'table' })).toBe('done \n');
    expect(render({ kind: 'text', text: 'zone \u001b[2J' }, { format: 'table' })).toBe('zone \n');
    expect(render({ kind: 'text', text: 'zone \u001b[2J' }, { format: 'json' })).toBe('zone \u001b[2J\n');
  });
});

describe('tables that fit the terminal (issue 30 item 4)', () => {
  const wide: CommandResult = {
    kind: 'list',
    rows: [{ id: 100001, hostname: 'web01-with-a-long-name', notes: 'x'.repeat(80), dc: 'dal10' }],
    columns: [col('id'), col('hostname'), col('notes'), col('dc')],
  };
  const widthOf = (line: string): number => [...line].length;

  it('shrinks the widest columns and cuts their cells with … to the width', () => {
    const text = render(wide, { format: 'table', width: 70 });
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect(widthOf(line)).toBe(70);
    // The narrow columns keep their text; the wide one is cut.
    expect(text).toMatch(/│ 100001 │ web01-with-a-long-name │ x+… │ dal10 │/);
  });

  it('draws every cell whole without a width (piped) or when the table fits', () => {
    expect(render(wide, { format: 'table' })).toContain('x'.repeat(80));
    expect(render(wide, { format: 'table', width: 200 })).toContain('x'.repeat(80));
  });

  it('gives each column at least one column of text on a very narrow terminal', () => {
    const lines = render(wide, { format: 'table', width: 10 }).trimEnd().split('\n');
    expect(lines[1]).toBe('│ … │ … │ … │ … │');
  });

  it('draws a rule under the header, with colour or without', () => {
    for (const color of [false, true]) {
      const lines = render(list, { format: 'table', color }).trimEnd().split('\n');
      expect(lines[2]).toMatch(/^├─+┼─+┼─+┤$/);
      expect(lines[3]).toMatch(/^│ 2 /);
    }
    const object: CommandResult = { kind: 'object', value: { id: 1 }, columns: [col('id')] };
    expect(render(object, { format: 'table' }).split('\n')[2]).toMatch(/^├─+┼─+┤$/);
  });

  it('amount: a leading zero and fixed decimals per unit', () => {
    expect(amount('.448', 'GB')).toBe('0.448 GB');
    expect(amount('.52157', 'GB')).toBe('0.522 GB');
    expect(amount(2, 'GB')).toBe('2.000 GB');
    expect(amount('12.6', 'MB')).toBe('13 MB');
    expect(amount('N/A', 'GB')).toBeUndefined();
    expect(amount(null, 'GB')).toBeUndefined();
  });
});

describe('plainJson (what --query runs on, issue 28)', () => {
  it('is what JSON output carries, without writing the text', () => {
    const replacer = (_key: string, value: unknown): unknown =>
      typeof value === 'bigint' ? value.toString() : value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;
    const shared = { name: 'dal10' };
    const value = {
      id: 12n, bytes: new Uint8Array([1, 2, 3]), at: new Date(Date.UTC(2026, 10, 27)), nan: Number.NaN, gone: undefined, run: () => 1,
      list: [undefined, () => 1, Number.POSITIVE_INFINITY, 'x', null, true, shared, [shared]], boxed: Object('text') as unknown,
      ...JSON.parse('{"__proto__": {"polluted": true}}') as object,
    };
    const expected = JSON.parse(JSON.stringify(value, replacer)) as unknown;
    const got = plainJson(value);
    expect(got).toEqual(expected);
    expect(Object.keys(got as object)).toEqual(Object.keys(expected as object));
    expect(Object.hasOwn(got as object, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(plainJson('text')).toBe('text');
  });
});
