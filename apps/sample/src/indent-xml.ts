/**
 * Indentation of the small XML-RPC documents the sample shows.
 *
 * @module
 */

/**
 * Indents an XML document for reading: one element per line, two spaces per level. An element
 * holding only text stays on one line, and so do a `<value>` holding only such an element and a
 * struct `<member>` whose value is such a `<value>`. Meant for the small XML-RPC documents the
 * sample shows, not for mixed content.
 *
 * @example
 * ```ts
 * indentXml('<a><b>1</b></a>'); // '<a>\n  <b>1</b>\n</a>'
 * ```
 */
export function indentXml(xml: string): string {
  const tokens = xml.match(/<([\w.:-]+)(?:\s[^>]*)?>[^<]*<\/\1>|<[^>]+>|[^<]+/g) ?? [];
  const lines: string[] = [];
  let depth = 0;
  for (const raw of tokens) {
    const token = raw.trim();
    if (token === '') continue;
    if (token.startsWith('</')) depth = Math.max(0, depth - 1);
    lines.push(`${'  '.repeat(depth)}${token}`);
    const opens = token.startsWith('<') && !token.startsWith('</') && !token.startsWith('<?') && !token.endsWith('/>');
    if (opens && !token.includes('</')) depth += 1;
  }
  return mergeLeafMembers(mergeLeafValues(lines)).join('\n');
}

/** Joins `<member>`, its `<name>`, a one-line `<value>` and `</member>` into one line. */
function mergeLeafMembers(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = lines[i]!;
    const [name, value, close] = [lines[i + 1]?.trim(), lines[i + 2]?.trim(), lines[i + 3]?.trim()];
    const leafValue = value !== undefined && value.startsWith('<value>') && value.endsWith('</value>');
    if (open.trim() === '<member>' && name?.startsWith('<name>') === true && leafValue && close === '</member>') {
      out.push(`${open}${name}${value}</member>`);
      i += 3;
    } else {
      out.push(open);
    }
  }
  return out;
}

/** Joins `<value>`, a one-line child and `</value>` into one line. */
function mergeLeafValues(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = lines[i]!;
    const child = lines[i + 1]?.trim();
    const close = lines[i + 2]?.trim();
    const leaf = child !== undefined && (child.includes('</') || child.endsWith('/>'));
    if (open.trim() === '<value>' && leaf && close === '</value>') {
      out.push(`${open}${child}</value>`);
      i += 2;
    } else {
      out.push(open);
    }
  }
  return out;
}
