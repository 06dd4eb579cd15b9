/**
 * Naming rules of the generated TypeScript: record identifiers, quoted member names, tuple labels.
 */

/** Words that cannot name an interface, or that the generated modules use themselves. */
const TAKEN: ReadonlySet<string> = new Set([
  // reserved words and predefined type names
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum',
  'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null',
  'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with',
  'implements', 'interface', 'let', 'package', 'private', 'protected', 'public', 'static', 'yield', 'await',
  'any', 'unknown', 'never', 'number', 'bigint', 'boolean', 'string', 'symbol', 'object', 'undefined',
  // globals and helpers the generated modules refer to
  'Date', 'Uint8Array', 'Array', 'ObjectMethod', 'StaticMethod', 'ServiceMap', 'Omit',
]);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Member names that are safer quoted (`Object.prototype` members). */
const PROTOTYPE: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The TypeScript identifier of a record type: its short name, or the name with `_` appended when it
 * is a reserved word or a global the generated code needs (`Date` → `Date_`).
 *
 * @param name - A short type name.
 * @returns The identifier.
 * @throws Error when the name cannot be an identifier at all.
 */
export function recordIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`type name ${JSON.stringify(name)} is not a valid TypeScript identifier`);
  return TAKEN.has(name) ? `${name}_` : name;
}

/**
 * A member name as written in an interface: bare when it is an identifier, quoted otherwise (and
 * for `Object.prototype` members such as `constructor`).
 *
 * @param name - A property or method name.
 * @returns The key as TypeScript source.
 */
export function memberKey(name: string): string {
  return IDENTIFIER.test(name) && !PROTOTYPE.has(name) ? name : JSON.stringify(name);
}

/**
 * Tuple labels for a parameter list: the names, made identifiers and unique.
 *
 * @param names - Parameter names in order.
 * @returns One label per parameter.
 */
export function tupleLabels(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name, index) => {
    let label = name.replace(/[^\w$]/g, '_');
    if (!IDENTIFIER.test(label)) label = `_${label}`;
    if (TAKEN.has(label) || PROTOTYPE.has(label)) label = `${label}_`;
    if (seen.has(label)) label = `${label}_${index}`;
    seen.add(label);
    return label;
  });
}
