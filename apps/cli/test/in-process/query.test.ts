/**
 * `--query` as aws users type it (issue 30 item 5): backtick literals, the rows as the table shows
 * them (displayed column names), and a warning on stderr for a field no row has. In process,
 * through `run(argv, io)`, with `--demo`.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { run } from '../../src/program.js';

async function svc(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(['--demo', ...args], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([]),
  });
  return { code, stdout, stderr };
}

describe('--query', () => {
  it('runs on the displayed columns and takes backtick literals', async () => {
    const table = JSON.parse((await svc(['vs', 'list', '--format', 'json', '--columns', 'hostname,datacenter'])).stdout) as { hostname: string; datacenter: string }[];
    const expected = table.filter((row) => row.datacenter === 'dal10').map((row) => row.hostname);
    expect(expected.length).toBeGreaterThan(0);
    for (const query of ['[?datacenter==`dal10`].hostname', "[?datacenter=='dal10'].hostname", '[?datacenter==`"dal10"`].hostname']) {
      const result = await svc(['vs', 'list', '--format', 'json', '--query', query]);
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toEqual(expected);
    }
    // A row's keys are the table's column names.
    const first = await svc(['vs', 'list', '--format', 'json', '--query', '[0]']);
    expect(Object.keys(JSON.parse(first.stdout) as object)).toEqual(['id', 'hostname', 'domain', 'cpu', 'memory', 'datacenter', 'primary_ip', 'backend_ip', 'action']);
  });

  it('warns when the query names a field no row has, naming the columns', async () => {
    const result = await svc(['vs', 'list', '--format', 'json', '--query', "[?datacenter.name=='dal10']"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('[]\n');
    expect(result.stderr).toBe('svc: warning: --query names no field that the rows have: datacenter.name; the columns are id, hostname, domain, cpu, memory, datacenter, primary_ip, backend_ip, action\n');
  });

  it('does not warn for fields after a pipe, nor for --columns paths, nor for a query without fields', async () => {
    expect((await svc(['vs', 'list', '--format', 'json', '--query', '[].{h: hostname} | [?h==`web01`]'])).stderr).toBe('');
    expect((await svc(['vs', 'list', '--format', 'json', '--columns', 'id,datacenter.longName', '--query', '[?"datacenter.longName"==`Dallas 10`].id'])).stderr).toBe('');
    expect((await svc(['vs', 'list', '--format', 'json', '--query', 'length(@)'])).stderr).toBe('');
  });

  it('a detail is one object keyed by its row names', async () => {
    const result = await svc(['account', 'detail', '--format', 'json', '--query', 'company']);
    expect(result).toMatchObject({ code: 0, stdout: '"Fake Company Ltd."\n', stderr: '' });
    const wrong = await svc(['account', 'detail', '--format', 'json', '--query', 'companyName']);
    expect(wrong.stderr).toMatch(/^svc: warning: --query names no field that the rows have: companyName; the columns are id, company, /);
  });

  it('a list of one field keeps the field as its column name in CSV and tables (issue 28)', async () => {
    const names = JSON.parse((await svc(['vs', 'list', '--format', 'json', '--query', '[].hostname'])).stdout) as string[];
    const csv = await svc(['vs', 'list', '--format', 'csv', '--query', '[].hostname']);
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    expect(csv.stdout).toBe(['hostname', ...names].join('\n') + '\n');
    const filtered = await svc(['vs', 'list', '--format', 'csv', '--query', '[?datacenter==`dal10`].hostname | sort(@)']);
    expect(filtered.stdout.split('\n')[0]).toBe('hostname');
    const table = await svc(['vs', 'list', '--format', 'table', '--query', '[].hostname']);
    expect(table.stdout.split('\n')[1]).toMatch(/^│ hostname +│$/);
    // A record path given to --columns is its column's name; several fields are as many columns.
    const paths = await svc(['vs', 'list', '--format', 'csv', '--columns', 'id,datacenter.longName', '--query', '[]."datacenter.longName"']);
    expect(paths.stdout.split('\n')[0]).toBe('datacenter.longName');
    const pairs = await svc(['vs', 'list', '--format', 'csv', '--query', '[].[hostname, id]']);
    expect(pairs.stdout.split('\n').slice(0, 2)).toEqual(['hostname,id', `${names[0]},${JSON.parse((await svc(['vs', 'list', '--format', 'json', '--query', '[0].id'])).stdout) as number}`]);
    // What is not a field of the rows keeps the generic name.
    expect((await svc(['vs', 'list', '--format', 'csv', '--query', '[].hostname | [0:2] | map(&length(@), @)'])).stdout.split('\n')[0]).toBe('value');
  });
});
