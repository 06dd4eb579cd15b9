/**
 * Summarizes a V8 `.cpuprofile` (from `node --cpu-prof`): the top functions by self time, and self
 * time per source file. Given a directory, it reads the newest `.cpuprofile` in it.
 *
 * Usage: npx tsx bench/profile-summary.ts <file.cpuprofile | directory> [top=15]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

function resolveProfile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const newest = files[0];
  if (newest === undefined) throw new Error(`no .cpuprofile in ${path}`);
  return newest;
}

function location(frame: CallFrame): string {
  if (frame.url === '') return '';
  const file = frame.url.replace(/^file:\/\//, '');
  const short = file.includes('/node_modules/')
    ? file.slice(file.lastIndexOf('/node_modules/') + '/node_modules/'.length).replace(/^\.pnpm\/[^/]+\/node_modules\//, '')
    : file.includes('/packages/xmlrpc/')
      ? file.slice(file.indexOf('/packages/xmlrpc/') + '/packages/xmlrpc/'.length)
      : basename(file);
  return `${short}:${frame.lineNumber + 1}`;
}

function fileOf(frame: CallFrame): string {
  const where = location(frame);
  return where === '' ? frame.functionName : where.slice(0, where.lastIndexOf(':'));
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function main(): void {
  const [pathArg, topArg] = process.argv.slice(2);
  if (pathArg === undefined) throw new Error('usage: profile-summary.ts <file.cpuprofile | directory> [top]');
  const top = Number(topArg ?? 15);
  const file = resolveProfile(pathArg);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  let total = 0;
  // timeDeltas[i] is the time between sample i-1 and sample i; charge it to sample i's node.
  for (const [index, id] of profile.samples.entries()) {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (node === undefined) continue;
    const frame = node.callFrame;
    const key = `${frame.functionName === '' ? '(anonymous)' : frame.functionName}  ${location(frame)}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + delta);
    const fileKey = fileOf(frame);
    selfByFile.set(fileKey, (selfByFile.get(fileKey) ?? 0) + delta);
    total += delta;
  }
  const print = (title: string, entries: Map<string, number>, count: number): void => {
    process.stdout.write(`\n${title}\n`);
    process.stdout.write(`${pad('self ms', 10)}${pad('self %', 8)}function / file\n`);
    for (const [key, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      process.stdout.write(`${pad((micros / 1000).toFixed(0), 10)}${pad(((micros / total) * 100).toFixed(1), 8)}${key}\n`);
    }
  };
  process.stdout.write(`${file}\ntotal sampled: ${(total / 1000).toFixed(0)} ms\n`);
  print(`Top ${top} functions by self time`, selfByFunction, top);
  print('Self time by file', selfByFile, 12);
}

main();
