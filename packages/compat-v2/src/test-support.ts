/**
 * Test helpers (not shipped): the fake server's users and its hooks, warning and stdout capture,
 * and a runner for the code blocks of README.md and MIGRATING.md.
 *
 * @module
 */

import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { startFakeServer } from '@svclib/testing';
import type { FakeServer, FakeServerUser, RecordedRequest } from '@svclib/testing';
import { afterAll, beforeAll } from 'vitest';

/** The users every compat test server accepts. */
export const USERS = [
  { username: 'alice', apiKey: 'alice-api-key' },
  { username: 'bob', apiKey: 'bob-api-key' },
] as const;

/** The last request `server` recorded (throws when there is none). */
export function lastRequest(server: FakeServer): RecordedRequest {
  const request = server.state.requests.at(-1);
  if (request === undefined) throw new Error('no request was recorded');
  return request;
}

/** One emitted process warning. */
export interface SeenWarning {
  name: string;
  code: string | undefined;
  message: string;
}

/**
 * Registers the hooks of a file's fake server: started before the file's tests (accepting `users`)
 * and handed to `ready`, closed after them.
 */
export function useFakeServer(ready: (server: FakeServer) => void, users: readonly FakeServerUser[] = USERS): void {
  let server: FakeServer | undefined;
  beforeAll(async () => {
    server = await startFakeServer({ users: [...users] });
    ready(server);
  });
  afterAll(async () => {
    await server?.close();
  });
}

/**
 * Records every process warning from now on, until the file's tests are done; `settle()` waits for
 * queued ones (emitted on next tick).
 */
export function listenForWarnings(): { seen: SeenWarning[]; settle: () => Promise<void> } {
  const seen: SeenWarning[] = [];
  const listener = (warning: Error & { code?: string }): void => {
    seen.push({ name: warning.name, code: warning.code, message: warning.message });
  };
  process.on('warning', listener);
  afterAll(() => {
    process.off('warning', listener);
  });
  return {
    seen,
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

/** Collects what is written to standard output while `run` runs (and still writes it through). */
export async function captureStdout(run: () => Promise<unknown>): Promise<string> {
  const chunks: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  const write = (chunk: string | Uint8Array, ...rest: never[]): boolean => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return original(chunk, ...rest);
  };
  process.stdout.write = write;
  try {
    await run();
  } finally {
    process.stdout.write = original;
  }
  return chunks.join('');
}

/** A fenced code block of a markdown file, with the `##` heading it sits under. */
export interface CodeBlock {
  heading: string;
  code: string;
}

/** The code blocks in `language` of a markdown file next to this package's `src`. */
export function codeBlocks(file: string, language = 'ts'): CodeBlock[] {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const blocks: CodeBlock[] = [];
  let heading = '';
  const pattern = new RegExp(`^## (.*)$|^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[1] !== undefined) heading = match[1];
    else blocks.push({ heading, code: match[2]! });
  }
  return blocks;
}

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'([^']+)';?[ \t]*$/gm;

/**
 * Runs a code block (plain JavaScript syntax, top-level `await` allowed) with each of its
 * `import { … } from 'module'` lines bound to `modules[module]`.
 */
export async function runSnippet(code: string, modules: Readonly<Record<string, object>>): Promise<void> {
  const names: string[] = [];
  const values: unknown[] = [];
  const body = code.replace(IMPORT, (_line, list: string, specifier: string) => {
    const module = modules[specifier] as Record<string, unknown> | undefined;
    if (module === undefined) throw new Error(`snippet imports ${specifier}, which the test does not provide`);
    for (const entry of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [imported, local = imported] = entry.split(/\s+as\s+/) as [string, string?];
      if (!(imported in module)) throw new Error(`snippet imports ${imported} from ${specifier}, which is not there`);
      names.push(local);
      values.push(module[imported]);
    }
    return '';
  });
  const run = runInThisContext(`(async function (${names.join(', ')}) {\n${body}\n})`) as (
    ...args: unknown[]
  ) => Promise<void>;
  await run(...values);
}
