/**
 * Setting keys of one section of an INI text while keeping everything else as it was written:
 * comments, blank lines, other sections and keys, the order and spelling of every line and each
 * line's end. Keys and values are read and written as the `ini` package (which reads the config
 * files) reads and writes them.
 *
 * @module
 */

import ini from 'ini';

import { UsageError } from './errors.js';

/** A section header as `ini` reads one: `[` in the first column, `]` last but for blanks. */
const HEADER = /^\[([^\]]*)\]\s*$/;
/** A comment or blank line. */
const SKIPPED = /^\s*(?:[;#].*)?$/;
/** A `key = value` line: the key and separator with the blanks after it, then the value. */
const KEY_VALUE = /^([^=]+=[ \t]*)(.*)$/;

/**
 * The comment after a value (` ; note`, with the blanks before it), where `ini` would cut the value:
 * the first `;` or `#` not escaped by `\\`, in a value that is not quoted; `''` when there is none.
 */
function trailingComment(raw: string): string {
  const value = raw.trim();
  if (value.length > 1 && ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))) return '';
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i];
    if (c === '\\') i += 1;
    else if (c === ';' || c === '#') {
      const comment = raw.slice(raw.slice(0, i).trimEnd().length);
      return /^\s/.test(comment) ? comment : ` ${comment}`;
    }
  }
  return '';
}

/** A section's name as it is compared: `ini`'s reading of the header, `\.` as `.`. */
const sectionName = (inner: string): string => ini.unsafe(inner).replace(/\\\./g, '.');

/**
 * `text` with `values` set in `[section]`: a key already there gets its new value in place (in
 * every line that sets it), a missing one a new `key=value` line after the section's last key, and a
 * missing section is added at the end.
 *
 * @throws UsageError when the section name cannot be written as a header (`]` or a line break in it).
 * @example
 * ```ts
 * setIniValues('# mine\n[svclib]\nusername = old\n', 'svclib', { username: 'new', timeout: '30' });
 * // '# mine\n[svclib]\nusername = new\ntimeout=30\n'
 * ```
 */
export function setIniValues(text: string, section: string, values: Readonly<Record<string, string>>): string {
  if (/[\]\r\n]/.test(section) || section.trim() !== section || section === '') {
    throw new UsageError(`cannot write the section name '${section}' as an INI header`);
  }
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  // [line, end, line, end, …, line]: each line keeps its own end.
  const parts = text.slice(bom.length).split(/(\r\n|\r|\n)/);
  const eol = parts.find((part, index) => index % 2 === 1) ?? '\n';
  const line = (key: string): string => `${ini.safe(key)}=${ini.safe(values[key]!)}`;
  const missing = new Set(Object.keys(values));
  let inside = false;
  let insertAfter = -1;
  for (let index = 0; index < parts.length; index += 2) {
    const current = parts[index]!;
    const header = HEADER.exec(current);
    if (header !== null) {
      inside = sectionName(header[1]!) === section;
      if (inside) insertAfter = index;
      continue;
    }
    if (!inside || SKIPPED.test(current)) continue;
    const pair = KEY_VALUE.exec(current);
    if (pair === null) continue;
    insertAfter = index;
    const key = ini.unsafe(pair[1]!.slice(0, pair[1]!.indexOf('=')));
    if (!Object.hasOwn(values, key)) continue;
    parts[index] = `${pair[1]!}${ini.safe(values[key]!)}${trailingComment(pair[2]!)}`;
    missing.delete(key);
  }
  const added = [...missing].map(line);
  if (insertAfter >= 0) {
    if (added.length > 0) parts.splice(insertAfter + 1, 0, ...added.flatMap((text) => [eol, text]));
    return bom + parts.join('');
  }
  // No such section: a new one at the end, after a blank line.
  let out = bom + parts.join('');
  if (out.length > bom.length && !out.endsWith(eol)) out += eol;
  if (out.length > bom.length && !out.endsWith(eol + eol)) out += eol;
  return `${out}[${section}]${eol}${added.map((text) => `${text}${eol}`).join('')}`;
}
