/**
 * A fixed set of realistic typed-selection calls for the type-checking benchmark of masks
 * (`mask-types.ts`) and the CI budget file of `@svclib/core` (`test/typed-selection/budget.ts`):
 * `getObject` of distinct services, each with a distinct mask of 10–15 properties of its record —
 * local properties, and one or two relations each narrowed by a sub-mask — written in the forms the
 * service reads (`mask[…]`, bare lists, dotted paths). Chosen from the model's catalog,
 * deterministically (the same set on every run).
 *
 * @module
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { getMethod, getProperties, listServices, type PropertyInfo } from '@svclib/model/catalog';

/** One call of the set. */
export interface MaskCase {
  /** The service (without `Vendor_`). */
  readonly service: string;
  /** The method: `getObject`. */
  readonly method: string;
  /** Whether the call needs an init id. */
  readonly id: boolean;
  /** The mask, 10–15 property names over all levels. */
  readonly mask: string;
  /** The same selection as a `select` object, as TypeScript source. */
  readonly select: string;
  /** An expression over the result `r` reading a selected local and a selected relation's property. */
  readonly read: string;
  /** The number of property names the mask holds. */
  readonly names: number;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The local properties of a record, sorted (names the grammar reads only). */
function locals(type: string): string[] {
  return [...getProperties(type).values()].filter((p) => p.form === 'local' && IDENTIFIER.test(p.name)).map((p) => p.name).sort();
}

/** Relations of a record to records that have at least two locals of their own. */
function relations(type: string): PropertyInfo[] {
  return [...getProperties(type).values()]
    .filter((p) => p.form === 'relational' && IDENTIFIER.test(p.name) && locals(p.type).length >= 2)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Picks `count` of `items`, spread over the list from `seed` on (deterministic). */
function pick<T>(items: readonly T[], count: number, seed: number): T[] {
  const out: T[] = [];
  const step = Math.max(1, Math.floor(items.length / count));
  for (let at = seed % items.length; out.length < Math.min(count, items.length); at = (at + step) % items.length) {
    const item = items[at]!;
    if (!out.includes(item)) out.push(item);
    else at = (at + 1) % items.length;
  }
  return out;
}

/**
 * The benchmark's calls: `count` services' `getObject`, each with a distinct mask of 10–15 names.
 *
 * @param count - How many calls (50 in the benchmark and the budget file).
 * @returns The calls, in a fixed order.
 */
export function maskCases(count = 50): MaskCase[] {
  const cases: MaskCase[] = [];
  for (const service of listServices()) {
    if (cases.length >= count) break;
    const method = getMethod(service, 'getObject');
    if (method === undefined || method.array || method.type !== service) continue;
    const own = locals(service);
    const related = relations(service);
    if (own.length < 8 || related.length < 3) continue;
    const i = cases.length;
    const total = 10 + (i % 6);
    // Records with few locals of their own name more relations.
    const relationCount = 1 + (i % 2) + (own.length < 12 ? 1 : 0);
    const chosen = pick(related, relationCount, i * 7);
    const subs = chosen.map((r, k) => pick(locals(r.type), 1 + ((i + k) % 2), i + k));
    const localCount = total - chosen.length - subs.reduce((n, s) => n + s.length, 0);
    const names = pick(own, Math.min(localCount, own.length), i * 3);
    if (names.length + chosen.length + subs.reduce((n, sub) => n + sub.length, 0) < 10) continue;
    const form = i % 3;
    const parts = [
      ...names,
      ...chosen.map((r, k) =>
        form === 1 ? subs[k]!.map((s) => `${r.name}.${s}`).join(form === 1 ? ', ' : ',') : `${r.name}[${subs[k]!.join(form === 0 ? ', ' : ',')}]`,
      ),
    ];
    const mask = form === 0 ? `mask[${parts.join(', ')}]` : form === 1 ? parts.join(', ') : `mask[${parts.join(',')}]`;
    const select = `{ ${[
      ...names.map((n) => `${n}: true`),
      ...chosen.map((r, k) => `${r.name}: { ${subs[k]!.map((s) => `${s}: true`).join(', ')} }`),
    ].join(', ')} }`;
    const first = chosen[0]!;
    const read = `[r.${names[0]!}, r.${first.name}?.${first.array ? '[0]?.' : ''}${subs[0]![0]!}]`;
    cases.push({ service, method: 'getObject', id: !method.static, mask, select, read, names: names.length + chosen.length + subs.reduce((n, s) => n + s.length, 0) });
  }
  if (cases.length < count) throw new Error(`only ${cases.length} services fit the benchmark's masks`);
  return cases;
}

/**
 * The source of a user file with the set's calls: `'mask'` (string masks), `'select'` (the same
 * selections as objects) or `'none'` (the same calls without a mask, reading the same properties).
 *
 * @param cases - The calls.
 * @param variant - Which form.
 * @param importFrom - Where `Client` is imported from.
 * @returns TypeScript source.
 */
export function maskSource(cases: readonly MaskCase[], variant: 'mask' | 'select' | 'none', importFrom = '@svclib/core'): string {
  const calls = cases.map((c, i) => {
    const option = variant === 'mask' ? `, mask: ${JSON.stringify(c.mask)}` : variant === 'select' ? `, select: ${c.select}` : '';
    const id = c.id ? 'id: 1' : '';
    const options = id === '' && option === '' ? '' : `, { ${[id, option.slice(2)].filter((x) => x !== '').join(', ')} }`;
    return `  const r${i} = await client.call('${c.service}', '${c.method}'${options});\n  out.push(${c.read.replaceAll('r.', `r${i}.`)});\n`;
  });
  return `// Generated by tooling/bench/src/mask-set.ts (${variant}): ${cases.length} calls.\nimport type { Client } from '${importFrom}';\n\nexport async function calls(client: Client): Promise<unknown[]> {\n  const out: unknown[] = [];\n${calls.join('')}  return out;\n}\n`;
}

/** Where the fixed set lives for the CI budget check of `@svclib/core` (and this benchmark). */
export const BUDGET_FILE = new URL('../../../packages/core/test/typed-selection/budget.json', import.meta.url);

/** The recorded budget: the fixed set, and the instantiation count of checking its calls. */
export interface Budget {
  /** What the figure is, in words. */
  readonly about: string;
  /** The TypeScript version the figure was recorded with. */
  readonly typescript: string;
  /** Instantiations of checking the calls with masks (the file alone). */
  readonly instantiations: number;
  /** The calls. */
  readonly cases: readonly MaskCase[];
}

/**
 * The fixed set as recorded for the CI check (the same calls every run, whatever the generator does
 * later): `budget.json` of `@svclib/core`'s `test/typed-selection`.
 *
 * @returns The recorded budget.
 */
export function recordedBudget(): Budget {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
}

// `tsx --conditions=@svclib/source src/mask-set.ts --write`: writes the set into `budget.json`
// (keeping a recorded figure; `UPDATE_TYPE_BUDGET=1` on core's budget test records a new one).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const before = existsSync(BUDGET_FILE) ? recordedBudget() : undefined;
  const budget: Budget = {
    about: 'The calls of the CI budget check of typed selection (50 getObject calls, a distinct 10–15-property mask each) and the instantiation count of checking them alone; see test/typed-selection/budget.test.ts.',
    typescript: before?.typescript ?? '',
    instantiations: before?.instantiations ?? 0,
    cases: maskCases(50),
  };
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`wrote ${fileURLToPath(BUDGET_FILE)}`);
}
