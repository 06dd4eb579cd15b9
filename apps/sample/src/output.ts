/**
 * Where the sample app writes: a stream (process.stdout or a test's capture) wrapped so that no
 * secret it knows of can ever be printed.
 *
 * @module
 */

import { MASK, maskSecrets } from '@svclib/core/wire';
import { renderFields, renderHeading, renderTable } from './format.js';
import type { Cell, Column } from './format.js';

/**
 * The part of a writable stream the app needs; `process.stdout` fits.
 *
 * @example
 * ```ts
 * const captured: string[] = [];
 * const stream: OutputStream = { write: (chunk: string) => captured.push(chunk), isTTY: false };
 * ```
 */
export interface OutputStream {
  /** Writes a chunk of text. */
  write(chunk: string): unknown;
  /** True when the stream is a terminal (enables `\r` progress updates). */
  isTTY?: boolean;
}

/**
 * What a secret is replaced with wherever it would appear.
 *
 * @example
 * ```ts
 * printer.redact(apiKey) === REDACTED; // true once apiKey is registered
 * ```
 */
export const REDACTED: string = MASK;

/**
 * Writes the app's output. Every write goes through {@link Printer.redact}: the API key, password
 * and token the app holds are registered with {@link Printer.addSecret} and replaced by `***`, as a
 * last line of defence behind the rule that sections never print them in the first place.
 *
 * @example
 * ```ts
 * const printer = new Printer(process.stdout);
 * printer.addSecret(apiKey);
 * printer.line(`key: ${apiKey}`); // prints 'key: ***'
 * ```
 */
export class Printer {
  readonly #stream: OutputStream;
  readonly #secrets: Set<string>;

  /**
   * @param stream - where to write.
   * @param sharesWith - another printer whose secrets this one shares: a secret registered on
   * either is redacted on both (e.g. a stdout and a stderr printer).
   */
  constructor(stream: OutputStream, sharesWith?: Printer) {
    this.#stream = stream;
    this.#secrets = sharesWith === undefined ? new Set<string>() : sharesWith.#secrets;
  }

  /** True when the stream is a terminal. */
  get isTTY(): boolean {
    return this.#stream.isTTY === true;
  }

  /**
   * Registers a value that must never be printed (values shorter than 4 characters are ignored,
   * so that redaction cannot mangle ordinary text).
   */
  addSecret(secret: string | null | undefined): void {
    if (typeof secret === 'string' && secret.length >= 4) this.#secrets.add(secret);
  }

  /**
   * `text` with every registered secret replaced by `***`, in every form it can be written in
   * (core's one masker, `maskSecrets`).
   */
  redact(text: string): string {
    return this.#secrets.size === 0 ? text : maskSecrets(text, this.#secrets, REDACTED);
  }

  /** Writes raw text (no newline added), redacted. */
  write(text: string): void {
    this.#stream.write(this.redact(text));
  }

  /** Writes one line (or several, joined) followed by a newline. */
  line(text = ''): void {
    this.write(`${text}\n`);
  }

  /** Writes a numbered section heading preceded by a blank line. */
  heading(number: number, title: string): void {
    this.line();
    this.line(renderHeading(number, title));
  }

  /** Writes an aligned table. */
  table(columns: readonly Column[], rows: readonly (readonly Cell[])[]): void {
    this.line(renderTable(columns, rows));
  }

  /** Writes aligned `label  value` pairs. */
  fields(pairs: readonly (readonly [string, Cell])[]): void {
    this.line(renderFields(pairs));
  }
}
