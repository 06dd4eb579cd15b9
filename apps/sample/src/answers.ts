/**
 * Reading the server's answers defensively: a server (or a proxy) may answer `null` or a shape the
 * sample does not expect. Each section checks what it reads with these helpers, so an odd answer
 * ends the section with a message naming the call and what came back, never a raw JavaScript
 * `TypeError`.
 *
 * @module
 */

import type { Cell } from './format.js';

/**
 * An answer of a shape the section cannot use. Its message names the call, what was expected and
 * what arrived (its kind, never its content).
 *
 * @example
 * ```ts
 * throw new OddAnswerError('Account.getObject', 'a record', null);
 * // OddAnswerError: Account.getObject answered null where a record was expected
 * ```
 */
export class OddAnswerError extends Error {
  constructor(call: string, expected: string, value: unknown) {
    super(`${call} answered ${kindOf(value)} where ${expected} was expected`);
  }

  static {
    this.prototype.name = 'OddAnswerError';
  }
}

/**
 * The kind of a value for a message (never its content, which may be long or secret).
 *
 * @example
 * ```ts
 * kindOfAnswer([null]); // 'a list holding null'
 * ```
 */
export function kindOfAnswer(value: unknown): string {
  return kindOf(value);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) {
    const odd: unknown = (value as unknown[]).find((item) => !isRecord(item));
    return odd === undefined && value.every(isRecord) ? 'a list of records' : `a list holding ${kindOf(odd)}`;
  }
  if (isRecord(value)) return 'a record';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** True for a plain record (an XML-RPC struct). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * `value` as a record, or an {@link OddAnswerError} naming `call`.
 *
 * @example
 * ```ts
 * const account = recordAnswer(await client.call('Account', 'getObject'), 'Account.getObject');
 * ```
 */
export function recordAnswer(value: unknown, call: string): Record<string, unknown> {
  if (!isRecord(value)) throw new OddAnswerError(call, 'a record', value);
  return value;
}

/**
 * `value` as a list of records, or an {@link OddAnswerError} naming `call` (also when an item is
 * not a record).
 *
 * @example
 * ```ts
 * const guests = listAnswer(await client.call('Account', 'getVirtualGuests'), 'Account.getVirtualGuests');
 * ```
 */
export function listAnswer(value: unknown, call: string): Record<string, unknown>[] {
  if (!Array.isArray(value) || !value.every(isRecord)) throw new OddAnswerError(call, 'a list of records', value);
  return value;
}

/**
 * A record's field as a table cell: strings, numbers, booleans and bigints as they are; anything
 * else (a nested record, a list) as `undefined`, shown as `-`.
 *
 * @example
 * ```ts
 * cell(guest.hostname); // 'web1'
 * ```
 */
export function cell(value: unknown): Cell {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? value : undefined;
}

/**
 * A field that should be a nested record, or `undefined` when it is anything else.
 *
 * @example
 * ```ts
 * cell(nested(guest.datacenter)?.name);
 * ```
 */
export function nested(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/**
 * A field that should be a list of records: its records (other items left out), or `[]` when it is
 * not a list.
 *
 * @example
 * ```ts
 * for (const hardware of records(ticket.attachedHardware)) console.log(hardware.hostname);
 * ```
 */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * A field that must be a positive integer id, or an {@link OddAnswerError} naming `call`.
 *
 * @example
 * ```ts
 * const id = idAnswer(first.id, 'Account.getTickets');
 * ```
 */
export function idAnswer(value: unknown, call: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw new OddAnswerError(call, 'a record with a positive integer id', value);
  return value;
}
