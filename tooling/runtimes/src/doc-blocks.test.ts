/**
 * Every TypeScript block of the repository's Markdown type-checks as written (one module each, on
 * the workspace sources, with the repository's strict settings), and every block marked `runnable`
 * runs to the end against the fake server. A README example that no longer matches the code fails
 * here, naming the file and line.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docBlocks, type DocBlock } from './doc-blocks.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const workDir = join(here, '..', '.doc-blocks');

const blocks = docBlocks(root);

/** The file a block is checked as: `packages_core_README.md.L42.ts`. */
function blockPath(block: DocBlock): string {
  return join(workDir, `${block.file.replace(/[\\/]/g, '_')}.L${block.line}.ts`);
}

/** Each block's diagnostics, as `file:line: TSnnnn message` (lines of the Markdown file). */
let problems: Map<string, string[]>;

beforeAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  for (const block of blocks) writeFileSync(blockPath(block), `${block.code}\nexport {};\n`);
  const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(base.config, ts.sys, workDir, { noEmit: true });
  const program = ts.createProgram(blocks.map(blockPath), parsed.options);
  problems = new Map(blocks.map((block) => [blockPath(block), []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    const block = blocks.find((candidate) => blockPath(candidate) === file);
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (block === undefined || diagnostic.file === undefined || diagnostic.start === undefined) {
      // A problem outside the blocks (a package's own source) is reported against every block.
      for (const list of problems.values()) list.push(`${file ?? '?'}: TS${diagnostic.code} ${text}`);
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    problems.get(file!)!.push(`${block.file}:${block.line + 1 + line}: TS${diagnostic.code} ${text}`);
  }
}, 120_000);

describe('the TypeScript blocks of the Markdown files', () => {
  it('finds the blocks of every README, CONTRIBUTING and MIGRATING', () => {
    const files = new Set(blocks.map((block) => block.file));
    for (const file of ['README.md', 'packages/core/README.md', 'packages/compat-v2/MIGRATING.md', 'packages/managers/README.md']) {
      expect(files).toContain(file);
    }
    expect(blocks.length).toBeGreaterThanOrEqual(40);
  });

  it.each(blocks.map((block) => [`${block.file}:${block.line}`, block] as const))('%s type-checks as written', (_, block) => {
    expect(problems.get(blockPath(block))!.join('\n')).toBe('');
  });
});

describe('the blocks marked runnable', () => {
  const runnable = blocks.filter((block) => block.flags.includes('runnable'));
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('include the first examples of the root README, core README and getting-started page', () => {
    expect(new Set(runnable.map((block) => block.file))).toEqual(new Set(['README.md', 'packages/core/README.md', 'docs/getting-started.md']));
  });

  it.each(runnable.map((block) => [`${block.file}:${block.line}`, block] as const))('%s runs against the fake server', async (_, block) => {
    const tsx = join(here, '..', 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
    // Asynchronously: the fake server answers from this process, whose event loop must keep running.
    const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      execFile(tsx, ['--conditions=@svclib/source', blockPath(block)], {
        cwd: workDir,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          SVC_ENDPOINT_URL: server.url,
          SVC_USERNAME: FAKE_USERNAME,
          SVC_API_KEY: FAKE_API_KEY,
          HOME: workDir, // no ~/.svclib of the machine's user
        },
        shell: process.platform === 'win32',
      }, (error, _stdout, stderr) => resolve({ status: error === null ? 0 : (typeof error.code === 'number' ? error.code : 1), stderr }));
    });
    // The status alone: an example may print an error it caught on purpose (stderr is shown on failure).
    expect(result.status, result.stderr).toBe(0);
  }, 90_000);
});
