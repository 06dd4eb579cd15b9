/**
 * Object masks: the string forms (`mask[id, datacenter.name]`, `mask[id,datacenter[name]]`,
 * `id, hostname`, `mask.datacenter`) and the object form (`{ id: null, datacenter: { name: null } }`)
 * parsed into one tree of named properties.
 *
 * @module
 */
import { invalidParameters, type FakeFault } from './fake-fault.js';
import { describe, excerpt, isStruct } from './values.js';

/** A parsed mask level: the names it selects, each with the sub-mask of that name. */
export type MaskTree = Map<string, MaskTree>;

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Deepest nesting of a mask (`a.b[c]` is depth 3); deeper masks are fault `-32602`. */
export const MAX_MASK_DEPTH = 32;
/** Most property names one mask may hold, over all levels; more is fault `-32602`. */
export const MAX_MASK_PROPERTIES = 2000;

/** The `(Type)` casts written on a mask level (`mask(Vendor_Hardware_Server)[…]`, `parent(Type)[…]`). */
const CASTS = new WeakMap<MaskTree, string[]>();

/**
 * The types a mask level is cast to (`mask(Vendor_Hardware_Server)[…]` on the root level, `x(Type)`
 * on the level under `x`), without `Vendor_`; empty when none.
 */
export function castsOf(level: MaskTree): readonly string[] {
  return CASTS.get(level) ?? [];
}

function addCast(level: MaskTree, type: string | undefined): void {
  if (type === undefined || type === '') return;
  const name = type.startsWith('Vendor_') ? type.slice('Vendor_'.length) : type;
  const list = CASTS.get(level);
  if (list === undefined) CASTS.set(level, [name]);
  else if (!list.includes(name)) list.push(name);
}

/** Counts the names of one mask while it is parsed, and faults past the limits. */
class MaskBudget {
  #properties = 0;

  constructor(readonly where: () => string) {}

  /** One more name at `depth` (1 for the top level). */
  add(depth: number): void {
    if (depth > MAX_MASK_DEPTH) {
      throw invalidParameters(`Invalid object mask ${this.where()}: nested deeper than ${MAX_MASK_DEPTH} levels.`);
    }
    this.#properties += 1;
    if (this.#properties > MAX_MASK_PROPERTIES) {
      throw invalidParameters(`Invalid object mask ${this.where()}: more than ${MAX_MASK_PROPERTIES} properties.`);
    }
  }
}

/** Recursive-descent parser of the string mask grammar. */
class MaskParser {
  #position = 0;
  readonly #text: string;
  readonly #budget: MaskBudget;

  constructor(text: string) {
    this.#text = text;
    this.#budget = new MaskBudget(() => excerpt(text));
  }

  parse(): MaskTree {
    const tree: MaskTree = new Map();
    this.#skipSpace();
    if (this.#startsWithMaskKeyword()) {
      this.#position += 4;
      addCast(tree, this.#skipTypeCast());
      this.#skipSpace();
      if (this.#peek() === '[') this.#bracketList(tree, 1);
      else if (this.#peek() === '.') {
        this.#position += 1;
        this.#item(tree, 1);
      }
      this.#moreItems(tree, 1);
    } else if (this.#peek() === '[') {
      this.#bracketList(tree, 1);
    } else if (this.#position < this.#text.length) {
      this.#list(tree, 1);
    }
    this.#skipSpace();
    if (this.#position < this.#text.length) throw this.#error(`unexpected '${this.#peek()}'`);
    return tree;
  }

  #startsWithMaskKeyword(): boolean {
    if (this.#text.startsWith('filteredMask[', this.#position)) {
      this.#position += 8; // parsed as `mask[…]`
      return true;
    }
    if (!this.#text.startsWith('mask', this.#position)) return false;
    let next = this.#position + 4;
    while (/\s/.test(this.#text[next] ?? '')) next += 1;
    const after = this.#text[next];
    return after === '[' || after === '.' || after === '(' || after === undefined;
  }

  /** `[ list ]` whose items sit at `depth`. */
  #bracketList(tree: MaskTree, depth: number): void {
    this.#expect('[');
    this.#skipSpace();
    if (this.#peek() !== ']') this.#list(tree, depth);
    this.#expect(']');
  }

  #list(tree: MaskTree, depth: number): void {
    this.#item(tree, depth);
    this.#moreItems(tree, depth);
  }

  /** Any further `, item`s after an item. */
  #moreItems(tree: MaskTree, depth: number): void {
    this.#skipSpace();
    while (this.#peek() === ',') {
      this.#position += 1;
      this.#item(tree, depth);
      this.#skipSpace();
    }
  }

  /** A dotted path (each step one level deeper) and an optional bracket list under its last name. */
  #item(tree: MaskTree, depth: number): void {
    let level = tree;
    let at = depth;
    for (;;) {
      this.#budget.add(at);
      const name = this.#identifier();
      if (level === tree && (name === 'mask' || name === 'filteredMask') && this.#nestedMask()) {
        // `[mask[a], mask(Type)[b]]` and `filteredMask[a]`: the inner mask's names belong to this level.
        addCast(tree, this.#skipTypeCast());
        this.#bracketList(tree, at);
        return;
      }
      let child = level.get(name);
      if (!child) {
        child = new Map();
        level.set(name, child);
      }
      level = child;
      addCast(level, this.#skipTypeCast());
      this.#skipSpace();
      if (this.#peek() !== '.') break;
      this.#position += 1;
      at += 1;
    }
    if (this.#peek() === '[') this.#bracketList(level, at + 1);
  }

  /** Whether a `mask`/`filteredMask` keyword just read opens a mask of its own (`[` or `(Type)[`). */
  #nestedMask(): boolean {
    const rest = this.#text.slice(this.#position).trimStart();
    return rest.startsWith('[') || /^\([^)]*\)\s*\[/.test(rest);
  }

  /** Skips a `(Type)` cast; returns the type named in it, if any. */
  #skipTypeCast(): string | undefined {
    this.#skipSpace();
    if (this.#peek() !== '(') return undefined;
    const end = this.#text.indexOf(')', this.#position);
    if (end < 0) throw this.#error("unclosed '('");
    const type = this.#text.slice(this.#position + 1, end).trim();
    this.#position = end + 1;
    return type;
  }

  #identifier(): string {
    this.#skipSpace();
    IDENTIFIER.lastIndex = this.#position;
    const match = IDENTIFIER.exec(this.#text);
    if (!match) {
      const found = this.#position < this.#text.length ? `'${this.#peek()}'` : 'the end';
      throw this.#error(`expected a property name, found ${found}`);
    }
    this.#position += match[0].length;
    return match[0];
  }

  #expect(char: string): void {
    this.#skipSpace();
    if (this.#peek() !== char) {
      const found = this.#position < this.#text.length ? `'${this.#peek()}'` : 'the end';
      throw this.#error(`expected '${char}', found ${found}`);
    }
    this.#position += 1;
  }

  #peek(): string {
    return this.#text[this.#position] ?? '';
  }

  #skipSpace(): void {
    while (/\s/.test(this.#peek())) this.#position += 1;
  }

  #error(message: string): FakeFault {
    return invalidParameters(`Invalid object mask ${excerpt(this.#text)}: ${message} at column ${this.#position + 1}.`);
  }
}

/**
 * Parses a string mask. Accepts `mask[…]`, `[…]`, a bare list, `mask.a.b`, nested brackets,
 * dotted paths and `(Type)` casts (kept aside: {@link castsOf}).
 */
export function parseStringMask(text: string): MaskTree {
  return new MaskParser(text).parse();
}

/** Converts an object mask (`{ name: null | true | {} | { …sub-mask } }`) into a tree. */
export function parseObjectMask(mask: unknown, path = 'mask'): MaskTree {
  if (typeof mask === 'string') return parseStringMask(mask);
  return objectMaskLevel(mask, path, 1, new MaskBudget(() => `at ${path}`));
}

function objectMaskLevel(mask: unknown, path: string, depth: number, budget: MaskBudget): MaskTree {
  if (!isStruct(mask)) {
    throw invalidParameters(`Invalid object mask at ${path}: expected a struct of property names, got ${describe(mask)}.`);
  }
  const tree: MaskTree = new Map();
  for (const [name, value] of Object.entries(mask)) {
    budget.add(depth);
    if (value === null || value === undefined || value === true || value === '') tree.set(name, new Map());
    else if (isStruct(value)) tree.set(name, objectMaskLevel(value, `${path}.${name}`, depth + 1, budget));
    else throw invalidParameters(`Invalid object mask at ${path}.${name}: expected nil, true or a struct, got ${describe(value)}.`);
  }
  return tree;
}

/**
 * The mask of a request from its header struct: `Vendor_ObjectMask` or `<Service>ObjectMask`
 * (any header ending in `ObjectMask`), whose `mask` member is a string or an object mask.
 */
export function maskFromHeaders(headers: Record<string, unknown>, service: string): MaskTree | undefined {
  const key = [`${service}ObjectMask`, 'Vendor_ObjectMask'].find((name) => Object.hasOwn(headers, name))
    ?? Object.keys(headers).find((name) => name.endsWith('ObjectMask'));
  if (key === undefined) return undefined;
  const header = headers[key];
  const mask = isStruct(header) && 'mask' in header ? header.mask : header;
  if (mask === null || mask === undefined || mask === '') return undefined;
  return parseObjectMask(mask, key);
}
