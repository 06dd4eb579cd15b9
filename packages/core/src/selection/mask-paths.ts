/**
 * The object-mask grammar at run time: a string mask as the list of paths it selects, the same
 * list the type-level parser (`mask-parser.ts`) builds — for tools that check a mask that is only
 * known at run time (the CLI's `call-api --mask`), and for tests that compare a result with its mask.
 *
 * @module
 */

/** Whitespace the service skips between tokens. */
const SPACE = /\s/;
/** A property or type name. */
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Reads one string mask; throws a `SyntaxError` saying what was expected and where. */
class PathReader {
  #at = 0;
  readonly #text: string;
  readonly #paths = new Set<string>();

  constructor(text: string) {
    this.#text = text;
  }

  read(): string[] {
    this.#space();
    if (this.#text.startsWith('filteredMask[', this.#at)) {
      this.#at += 'filteredMask'.length;
      this.#bracket('');
    } else if (this.#keyword()) {
      this.#at += 4;
      this.#space();
      const cast = this.#cast();
      if (cast !== undefined) this.#paths.add(`(${cast})`);
      this.#space();
      if (this.#peek() === '[') this.#bracket('');
      else if (this.#peek() === '.') {
        this.#at += 1;
        this.#item('', true);
      } else if (cast !== undefined) throw this.#error("expected '[' after the cast");
    } else if (this.#peek() === '[') {
      this.#bracket('');
    } else if (this.#at < this.#text.length) {
      this.#item('', true);
    }
    this.#more('');
    this.#space();
    if (this.#at < this.#text.length) throw this.#error(this.#peek() === ']' ? "unexpected ']'" : "expected ',' or ']'");
    return [...this.#paths];
  }

  /** `mask` followed by a cast, `[`, `.` or the end (else it begins a property name). */
  #keyword(): boolean {
    if (!this.#text.startsWith('mask', this.#at)) return false;
    let next = this.#at + 4;
    while (SPACE.test(this.#text[next] ?? '')) next += 1;
    const after = this.#text[next];
    return after === undefined || after === '[' || after === '.' || after === '(';
  }

  /** Any further `, item`s of the level `level`. */
  #more(level: string): void {
    this.#space();
    while (this.#peek() === ',') {
      this.#at += 1;
      this.#item(level, true);
      this.#space();
    }
  }

  /** `[ items ]` under `level`. */
  #bracket(level: string): void {
    this.#at += 1; // '['
    this.#space();
    if (this.#peek() !== ']') {
      this.#item(level, true);
      this.#more(level);
      this.#space();
    }
    if (this.#peek() !== ']') throw this.#error("expected ']'");
    this.#at += 1;
  }

  /** A dotted path under `path`, each name with an optional cast, and an optional bracket list. */
  #item(path: string, first: boolean): void {
    this.#space();
    NAME.lastIndex = this.#at;
    const match = NAME.exec(this.#text);
    if (match === null) throw this.#error('expected a property name');
    const name = match[0];
    this.#at += name.length;
    this.#space();
    if (first && (name === 'mask' || name === 'filteredMask') && this.#nested()) {
      const cast = this.#cast();
      if (cast !== undefined) this.#paths.add(join(path, `(${cast})`));
      this.#space();
      this.#bracket(path);
      return;
    }
    const here = join(path, name);
    this.#paths.add(here);
    const cast = this.#cast();
    if (cast !== undefined) this.#paths.add(join(here, `(${cast})`));
    this.#space();
    if (this.#peek() === '.') {
      this.#at += 1;
      this.#item(here, false);
    } else if (this.#peek() === '[') {
      this.#bracket(here);
    }
  }

  /** Whether a `mask` just read opens a mask of its own (`[` or `(Type)[`). */
  #nested(): boolean {
    const rest = this.#text.slice(this.#at);
    return rest.startsWith('[') || /^\([^)]*\)\s*\[/.test(rest);
  }

  /** A `(Type)` cast: the type without `Vendor_`, or undefined when none is here. */
  #cast(): string | undefined {
    if (this.#peek() !== '(') return undefined;
    const end = this.#text.indexOf(')', this.#at);
    if (end < 0) throw this.#error("unclosed '('");
    const type = this.#text.slice(this.#at + 1, end).trim();
    this.#at = end + 1;
    return type.startsWith('Vendor_') ? type.slice('Vendor_'.length) : type;
  }

  #peek(): string {
    return this.#text[this.#at] ?? '';
  }

  #space(): void {
    while (SPACE.test(this.#peek())) this.#at += 1;
  }

  #error(message: string): SyntaxError {
    const rest = this.#text.slice(this.#at);
    const where = rest === '' ? 'the end' : `'${rest.length > 40 ? `${rest.slice(0, 40)}…` : rest}'`;
    return new SyntaxError(`mask syntax: ${message} at ${where}`);
  }
}

/** `a.b` + `c` → `a.b.c`. */
function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/**
 * The paths a string mask selects, in the order they appear: one per name (`'datacenter.name'` for
 * `name` under `datacenter`), with a cast as a step `'(Type)'` (without `Vendor_`). Every form the
 * service reads: `mask[…]`, bare lists, `[…]`, nesting, dotted paths, casts, several masks,
 * `mask.a.b`, `filteredMask[…]`, whitespace anywhere.
 *
 * @param mask - A string mask.
 * @returns Its paths (empty for an empty mask).
 * @throws SyntaxError `mask syntax: …` saying what was expected and where.
 * @example
 * ```ts
 * maskPaths('mask[id, datacenter[name]]'); // ['id', 'datacenter', 'datacenter.name']
 * maskPaths('mask(Vendor_Hardware_Server)[id]'); // ['(Hardware_Server)', 'id']
 * ```
 */
export function maskPaths(mask: string): string[] {
  return new PathReader(mask).read();
}
