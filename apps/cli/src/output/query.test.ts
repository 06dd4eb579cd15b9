import { describe, expect, it } from 'vitest';

import { UsageError } from '../errors.js';
import { QUERY_LIMITS, answerColumns, compileQuery, jsonLength, missingFieldsWarning, queryFields } from './query.js';

describe('jsonLength', () => {
  it('is the length of compact JSON, escapes, blanks and shared values included', () => {
    const row = { id: 1, name: 'wéb "1"\n\u0001', tags: ['a', null], gone: undefined, deep: { x: [true, false, 1.5e300, -0] } };
    const long = 'x'.repeat(100);
    const values: unknown[] = [null, 0, -12.5, true, 'a\\b', [], {}, row, [row, row, [row]], [undefined, long, long], { long, again: long }, [Infinity]];
    for (const value of values) expect(jsonLength(value)).toBe(JSON.stringify(value).length);
  });

  it('measures a value shared 2^60 times without writing it', () => {
    let value: unknown = { id: 1 };
    for (let i = 0; i < 60; i += 1) value = [value, value];
    const started = performance.now();
    expect(jsonLength(value)).toBeGreaterThan(2 ** 60);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('compileQuery', () => {
  const servers = Array.from({ length: 300 }, (_, id) => ({ id, hostname: `web${id}` }));

  it('answers as before for ordinary queries', async () => {
    const query = await compileQuery("[?id < `2`].hostname");
    await expect(query(servers)).resolves.toEqual(['web0', 'web1']);
    await expect((await compileQuery('length(@)'))(servers)).resolves.toBe(300);
  });

  it('refuses an expression that does not parse, before running anything', async () => {
    await expect(compileQuery('[?')).rejects.toThrow(/option '--query <expr>': not a JMESPath expression/);
  });

  it('reports a run-time error of the expression as a usage error', async () => {
    await expect((await compileQuery('abs(hostname)'))({ hostname: 'x' })).rejects.toThrow(UsageError);
  });

  it('refuses an answer larger than the limit, measured before it is written out', async () => {
    // 300 references to the whole input: 300 × 10 KB.
    const query = await compileQuery('map(&$, @)', { ...QUERY_LIMITS, answerChars: 1_000_000 });
    await expect(query(servers)).rejects.toThrow(/the answer would be \d\.\d Mi characters of JSON; an answer may have at most 977 Ki characters/);
    // The input's own size is always allowed.
    await expect((await compileQuery('@', { ...QUERY_LIMITS, answerChars: 10 }))(servers)).resolves.toHaveLength(300);
  });

  it('stops a query that runs past the time limit', async () => {
    let doubled = '@';
    for (let i = 0; i < 40; i += 1) doubled += '|[@,@]';
    const query = await compileQuery(`(${doubled}) == (${doubled})`, { ...QUERY_LIMITS, timeMs: 300 });
    const started = performance.now();
    await expect(query(servers)).rejects.toThrow("option '--query <expr>': stopped after 0.3 s, the most a query may run; narrow the query");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops a query that needs more memory than allowed', async () => {
    const query = await compileQuery('map(&map(&map(&@, $), $), @)[][]', { ...QUERY_LIMITS, memoryMb: 32 });
    await expect(query(servers)).rejects.toThrow('stopped: it needed more than 32 MiB of memory');
  });
});

describe('the fields a query names (issue 30 item 5)', () => {
  it('reads chains of fields, not what follows a pipe, keys or literals', async () => {
    expect(await queryFields("[?datacenter.name=='dal10'].hostname")).toEqual([['hostname'], ['datacenter', 'name']]);
    expect(await queryFields('[].{h: hostname} | [?h==`web01`]')).toEqual([['hostname']]);
    expect(await queryFields('length(@)')).toEqual([]);
    expect(await queryFields('[?"datacenter.longName"==`Dallas 10`].id')).toEqual([['id'], ['datacenter.longName']]);
  });

  it('warns only for paths no row has, quoting keys that are not plain names', () => {
    const rows = [{ id: 1, datacenter: 'dal10', 'datacenter.longName': null }];
    expect(missingFieldsWarning([['id'], ['datacenter.longName']], rows, ['id'])).toBeUndefined();
    expect(missingFieldsWarning([['datacenter', 'name'], ['id']], rows, ['id', 'datacenter']))
      .toBe('--query names no field that the rows have: datacenter.name; the columns are id, datacenter');
    expect(missingFieldsWarning([['a b']], rows, [])).toBe('--query names no field that the rows have: "a b"');
    expect(missingFieldsWarning([['x']], [], ['id'])).toBeUndefined();
  });
});

describe('the column names of a projection (issue 28)', () => {
  it('names the fields a projection answers, and nothing for other expressions', async () => {
    expect(await answerColumns('[].hostname')).toEqual(['hostname']);
    expect(await answerColumns('[*].datacenter.name')).toEqual(['datacenter.name']);
    expect(await answerColumns("[?datacenter=='dal10'].hostname | sort(@)")).toEqual(['hostname']);
    expect(await answerColumns('[].[hostname, id]')).toEqual(['hostname', 'id']);
    expect(await answerColumns('[].hostname | length(@)')).toBeUndefined();
    expect(await answerColumns('[0].hostname')).toBeUndefined();
    expect(await answerColumns('[].{h: hostname}')).toBeUndefined();
    expect(await answerColumns('[].[hostname, length(tags)]')).toBeUndefined();
  });
});
