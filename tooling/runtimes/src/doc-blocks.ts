/**
 * The TypeScript code blocks of the repository's Markdown (READMEs, CONTRIBUTING, MIGRATING, the
 * getting-started page), for the check that type-checks every one of them and runs those marked
 * runnable (`doc-blocks.test.ts`).
 *
 * A block is a fenced block whose info string starts with `ts` (or `typescript`). Each one is
 * checked as a module of its own, so it must compile as written: imports included, top-level
 * `await` allowed. Words after the language are flags: `runnable` runs the block against the fake
 * server (with `SVC_ENDPOINT_URL`, `SVC_USERNAME` and `SVC_API_KEY` set to it). Lines that show a
 * mistake carry `// @ts-expect-error`, which the check then requires to be an error.
 *
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One fenced TypeScript block of a Markdown file. */
export interface DocBlock {
  /** The Markdown file, relative to the repository root (`packages/core/README.md`). */
  readonly file: string;
  /** The line of the opening fence (1-based). */
  readonly line: number;
  /** The words after the language in the info string (`runnable`). */
  readonly flags: readonly string[];
  /** The block's text, without the fences. */
  readonly code: string;
}

/** Folders never searched for Markdown. */
const SKIPPED = new Set(['node_modules', '.git', '.turbo', 'dist', 'api', '.changeset', '.test-build', '.doc-blocks', 'tmp']);

/** The Markdown files of the repository that users read (not changelogs, not generated docs). */
export function markdownFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.name.endsWith('.md') && entry.name !== 'CHANGELOG.md') {
        found.push(relative(root, join(dir, entry.name)));
      }
    }
  };
  walk(root);
  return found.sort();
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/;

/** The TypeScript blocks of one Markdown text. */
export function blocksOf(file: string, text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index]!);
    if (open === null) continue;
    const [, , fence, language, rest] = open as unknown as [string, string, string, string, string];
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !lines[end]!.trimStart().startsWith(fence)) body.push(lines[end++]!);
    if (language === 'ts' || language === 'typescript') {
      blocks.push({ file, line: index + 1, flags: rest.split(/\s+/).filter(Boolean), code: body.join('\n') });
    }
    index = end;
  }
  return blocks;
}

/** Every TypeScript block of the repository's Markdown, in file order. */
export function docBlocks(root: string): DocBlock[] {
  return markdownFiles(root).flatMap((file) => blocksOf(file, readFileSync(join(root, file), 'utf8')));
}
