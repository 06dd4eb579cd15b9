/**
 * `--query EXPR`: a JMESPath expression run on the rows a command would print, within bounds. The
 * expression is evaluated in a worker thread that is stopped after {@link QUERY_LIMITS}' time and
 * memory, and the answer's size is measured before anything is printed: JMESPath shares values
 * instead of copying them (`map(&$, @)` answers N references to the one input), so a small answer in
 * memory can stand for gigabytes of text, which every output format would write out in full.
 *
 * @module
 */

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

import { UsageError } from '../errors.js';

const OPTION = "option '--query <expr>'";

/**
 * The lexer options `svc` compiles queries with. aws-cli's JMESPath habit: a backtick literal that
 * is not JSON (`` `dal10` ``) is the string it holds, as jmespath.py's legacy literals (the
 * library's `enable_legacy_literals`); JSON literals (`` `10` ``, `` `"dal10"` ``) are as always.
 *
 * @example
 * ```ts
 * compile('[?datacenter==`dal10`]', QUERY_LEXER);
 * ```
 */
export const QUERY_LEXER: Readonly<{ enable_legacy_literals: true }> = Object.freeze({ enable_legacy_literals: true });
const LEXER = QUERY_LEXER;

/** A node of the parsed expression, as far as {@link queryFields} reads it. */
interface Node {
  readonly type: string;
  readonly name?: string;
  readonly left?: Node;
  readonly right?: Node;
  readonly children?: readonly Node[];
}

/** The dotted path a chain of field lookups names (`datacenter.name`), or `undefined` for any other node. */
function chainOf(node: Node): string[] | undefined {
  if (node.type === 'Field' && typeof node.name === 'string') return [node.name];
  if (node.type !== 'Subexpression' || node.left === undefined || node.right === undefined) return undefined;
  const left = chainOf(node.left);
  const right = chainOf(node.right);
  return left === undefined || right === undefined ? undefined : [...left, ...right];
}

/**
 * The field paths an expression reads from the rows (`[?datacenter.name=='dal10'].hostname` reads
 * `datacenter.name` and `hostname`), each as its keys; what comes after a pipe reads the answer
 * before it, not the rows, and is left out.
 *
 * @throws what the library's `compile` throws for an expression that does not parse.
 * @example
 * ```ts
 * await queryFields("[?datacenter.name=='dal10'].hostname"); // [['hostname'], ['datacenter', 'name']]
 * ```
 */
export async function queryFields(expression: string): Promise<string[][]> {
  const { compile } = await import('@jmespath-community/jmespath');
  const paths = new Map<string, string[]>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null || typeof (value as Node).type !== 'string') return;
    const node = value as Node;
    const chain = chainOf(node);
    if (chain !== undefined) {
      paths.set(JSON.stringify(chain), chain);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (node.type === 'Pipe' && key === 'right') continue;
      visit(child);
    }
  };
  visit(compile(expression, LEXER));
  return [...paths.values()];
}

/** The names of the columns a projection's answer holds, or `undefined` when it is not a projection of fields. */
function projectedNames(node: Node): string[] | undefined {
  // Sorting or reversing the answer keeps what it holds.
  if (node.type === 'Pipe' && node.left !== undefined && node.right?.type === 'Function' && ['sort', 'reverse'].includes(node.right.name ?? '')
    && node.right.children?.length === 1 && node.right.children[0]?.type === 'Current') {
    return projectedNames(node.left);
  }
  if ((node.type !== 'Projection' && node.type !== 'FilterProjection') || node.right === undefined) return undefined;
  const chain = chainOf(node.right);
  if (chain !== undefined) return [chain.join('.')];
  if (node.right.type !== 'MultiSelectList') return undefined;
  const chains = (node.right.children ?? []).map(chainOf);
  return chains.length > 0 && chains.every((c) => c !== undefined) ? chains.map((c) => c.join('.')) : undefined;
}

/**
 * The column names of a query's answer when it projects fields of the rows: `[].hostname` (also
 * filtered, `[?…].hostname`, or sorted after a pipe, `… | sort(@)`) answers a list of host names, whose
 * column is `hostname`; `[].[hostname, id]` answers pairs, whose columns are `hostname` and `id`.
 * `undefined` for any other expression.
 *
 * @throws what the library's `compile` throws for an expression that does not parse.
 * @example
 * ```ts
 * await answerColumns("[?datacenter=='dal10'].hostname"); // ['hostname']
 * ```
 */
export async function answerColumns(expression: string): Promise<string[] | undefined> {
  const { compile } = await import('@jmespath-community/jmespath');
  return projectedNames(compile(expression, LEXER));
}

/**
 * The warning for a query that names fields no row has (`svc: warning: --query names no field that
 * the rows have: datacenter.name; the columns are id, hostname, …`), or `undefined` when every field
 * it names is on some row (a key present, whatever its value).
 *
 * @example
 * ```ts
 * missingFieldsWarning([['datacenter', 'name']], [{ datacenter: 'dal10' }], ['datacenter']);
 * // '--query names no field that the rows have: datacenter.name; the columns are datacenter'
 * ```
 */
export function missingFieldsWarning(paths: readonly (readonly string[])[], rows: readonly unknown[], columns: readonly string[]): string | undefined {
  const has = (row: unknown, path: readonly string[]): boolean => {
    let value = row;
    for (const key of path) {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return false;
      value = (value as Record<string, unknown>)[key];
    }
    return true;
  };
  if (rows.length === 0) return undefined;
  const missing = paths.filter((path) => !rows.some((row) => has(row, path)));
  if (missing.length === 0) return undefined;
  const named = missing.map((path) => path.map((key) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : JSON.stringify(key))).join('.'));
  return `--query names no field that the rows have: ${named.join(', ')}${columns.length === 0 ? '' : `; the columns are ${columns.join(', ')}`}`;
}

/**
 * The bounds of a query: how long it may run, how much memory its evaluation may take, and how large
 * its answer may be as compact JSON (at least this much, or as much as the JSON it ran on).
 *
 * @example
 * ```ts
 * const quick: QueryLimits = { ...QUERY_LIMITS, timeMs: 1_000 };
 * ```
 */
export interface QueryLimits {
  /** Wall-clock time of the evaluation, in milliseconds. */
  readonly timeMs: number;
  /** Heap of the evaluation (V8's old generation), in MiB. */
  readonly memoryMb: number;
  /** Size of the answer as compact JSON text, in characters, when the query's input is smaller. */
  readonly answerChars: number;
}

/**
 * The bounds `svc` applies: 10 s, 1 GiB of heap, and an answer of at most 64 Mi characters of JSON
 * or the size of the JSON the query ran on, whichever is larger.
 *
 * @example
 * ```ts
 * QUERY_LIMITS.timeMs; // 10000
 * ```
 */
export const QUERY_LIMITS: Readonly<QueryLimits> = Object.freeze({ timeMs: 10_000, memoryMb: 1024, answerChars: 64 * 1024 * 1024 });

/**
 * A compiled query: takes the values a command would print as JSON (see `plainJson`) and resolves
 * its answer.
 *
 * @example
 * ```ts
 * const hostnames: Query = await compileQuery('[].hostname');
 * await hostnames([{ hostname: 'web1' }]); // ['web1']
 * ```
 */
export type Query = (input: unknown) => Promise<unknown>;

/**
 * The worker's program (CommonJS, run with `eval`): run the expression on the input (a structured
 * clone of the rows, no JSON text), post the answer back. Structured cloning keeps shared values
 * shared, so the answer crosses as it is in memory.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { compile, TreeInterpreter } = require(workerData.library);
let reply;
try {
  reply = { answer: TreeInterpreter.search(compile(workerData.expression, { enable_legacy_literals: true }), workerData.input) };
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error), range: error instanceof RangeError };
}
parentPort.postMessage(reply);
`;

/** What the worker posts. */
interface Reply {
  answer?: unknown;
  error?: string;
  range?: boolean;
}

/**
 * Compiles a JMESPath expression (so a bad one is reported before any remote call) and returns the
 * bounded {@link Query}.
 *
 * @throws UsageError naming the option when the expression does not parse.
 * @example
 * ```ts
 * const query = await compileQuery("[?datacenter.name=='dal10'].hostname");
 * ```
 */
export async function compileQuery(expression: string, limits: QueryLimits = QUERY_LIMITS): Promise<Query> {
  const { compile } = await import('@jmespath-community/jmespath');
  try {
    compile(expression, LEXER);
  } catch (error) {
    throw new UsageError(`${OPTION}: not a JMESPath expression: ${(error as Error).message}`);
  }
  // The worker loads the library from where this module resolves it (also from a bundle of svc).
  const library = createRequire(import.meta.url).resolve('@jmespath-community/jmespath');
  return async (input) => {
    const answer = await evaluate(library, expression, input, limits);
    const most = Math.max(limits.answerChars, jsonLength(input));
    const size = jsonLength(answer);
    if (size > most) {
      throw new UsageError(`${OPTION}: the answer would be ${amount(size)} of JSON; an answer may have at most ${amount(limits.answerChars)}` +
        ' (or as many as the output the query ran on); narrow the query');
    }
    return answer;
  };
}

/** Runs the expression in a worker bounded by `limits`' time and memory. */
function evaluate(library: string, expression: string, input: unknown, limits: QueryLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { library, expression, input },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    const settle = (error: Error | undefined, answer?: unknown): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error === undefined) resolve(answer);
      else reject(error);
    };
    const timer = setTimeout(() => {
      settle(new UsageError(`${OPTION}: stopped after ${limits.timeMs / 1000} s, the most a query may run; narrow the query`));
    }, limits.timeMs);
    const outOfMemory = (): UsageError =>
      new UsageError(`${OPTION}: stopped: it needed more than ${limits.memoryMb} MiB of memory, the most a query may use; narrow the query`);
    worker.once('message', (reply: Reply) => {
      if (reply.error === undefined) settle(undefined, reply.answer);
      else settle(reply.range === true && /invalid (string|array) length/i.test(reply.error) ? outOfMemory() : new UsageError(`${OPTION}: ${reply.error}`));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory() : new UsageError(`${OPTION}: ${error.message}`));
    });
    worker.once('exit', () => settle(new UsageError(`${OPTION}: the evaluation ended without an answer`)));
  });
}

/**
 * The length of `JSON.stringify(value)` (compact), computed without writing it: each object or array
 * and each long string is measured once however often the answer refers to it, so the time is that of
 * the answer as it is in memory, not as it would be printed. May exceed `Number.MAX_SAFE_INTEGER`.
 *
 * @example
 * ```ts
 * const row = { id: 1 };
 * jsonLength([row, row]); // 17, the length of '[{"id":1},{"id":1}]'
 * ```
 */
export function jsonLength(value: unknown): number {
  const objects = new WeakMap<object, number>();
  const strings = new Map<string, number>();
  const measure = (v: unknown): number => {
    if (v === null) return 4;
    switch (typeof v) {
      case 'string': {
        if (v.length < 64) return JSON.stringify(v).length;
        let n = strings.get(v);
        if (n === undefined) {
          n = JSON.stringify(v).length;
          strings.set(v, n);
        }
        return n;
      }
      case 'number':
        return Number.isFinite(v) ? String(v).length : 4;
      case 'boolean':
        return v ? 4 : 5;
      case 'object': {
        const known = objects.get(v);
        if (known !== undefined) return known;
        let n = 2;
        if (Array.isArray(v)) {
          for (const item of v as unknown[]) n += measure(item ?? null) + 1;
          if (v.length > 0) n -= 1;
        } else {
          let first = true;
          for (const [key, item] of Object.entries(v)) {
            if (item === undefined || typeof item === 'function') continue;
            n += JSON.stringify(key).length + 1 + measure(item) + (first ? 0 : 1);
            first = false;
          }
        }
        objects.set(v, n);
        return n;
      }
      default:
        // `undefined` and functions (only inside arrays, where JSON writes null).
        return 4;
    }
  };
  return measure(value);
}

/** A size for people: `17.3 GiB`, `512 KiB`, or `3e+30 characters` past the units. */
function amount(chars: number): string {
  const units = ['characters', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi'];
  let value = chars;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${chars} characters`;
  if (value >= 1024) return `${chars.toExponential(1)} characters`;
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]!} characters`;
}
