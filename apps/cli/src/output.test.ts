import { describe, expect, it } from 'vitest';

import { UsageError } from './errors.js';
import { col, pick, render } from './output.js';
import type { CommandResult } from './output.js';

const rows = [
  { id: 2, name: 'b, "quoted"', dc: { name: 'dal10' }, tags: ['x'] },
  { id: 10, name: 'a', dc: null },
];
const list: CommandResult = { kind: 'list', rows, columns: [col('id'), col('name'), col('datacenter', 'dc.name')] };

describe('render', () => {
  it('csv quotes cells that need it and shows blanks as empty', () => {
    expect(render(list, { format: 'csv' })).toBe('id,name,datacenter\n2,"b, ""quoted""",dal10\n10,a,\n');
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
