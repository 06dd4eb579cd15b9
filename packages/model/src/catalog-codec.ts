/**
 * The compact JSON form of a {@link Description} that the runtime catalog ships: one entry per type,
 * `[base, service, properties, methods]`, members written as short strings. The generator encodes,
 * the catalog decodes; a round-trip test holds them equal.
 *
 * - a property is `form[]?:type` — form `l`, `r` or `c`, `[]` for a list (`r[]:Tag_Reference`);
 * - a method is `[result[]?, flags, ...parameters]` — flags from `s` static, `n` noauth, `m` maskable,
 *   `f` filterable, `l` limitable; a parameter is `name:type`, then `[]` for a list, `?` when optional.
 *
 * @internal
 * @module
 */
import type { Description, MethodInfo, ParameterInfo, PropertyForm, PropertyInfo, TypeInfo } from './description.js';

/** One encoded type: base ('' at the root), 1 for a service, properties, methods. */
export type EncodedType = [string, 0 | 1, Record<string, string>, Record<string, string[]>];

/** The encoded description, by short type name. */
export type EncodedDescription = Record<string, EncodedType>;

const FORM_CODE: Record<PropertyForm, string> = { local: 'l', relational: 'r', count: 'c' };
const CODE_FORM: Record<string, PropertyForm> = { l: 'local', r: 'relational', c: 'count' };
const FLAGS = [['static', 's'], ['noauth', 'n'], ['maskable', 'm'], ['filterable', 'f'], ['limitable', 'l']] as const;

/**
 * Encodes a description (declared members only).
 *
 * @param description - The description.
 * @returns Its compact form.
 */
export function encodeDescription(description: Description): EncodedDescription {
  const out: EncodedDescription = {};
  for (const type of Object.values(description.types)) {
    const properties: Record<string, string> = {};
    for (const p of Object.values(type.properties)) properties[p.name] = `${FORM_CODE[p.form]}${p.array ? '[]' : ''}:${p.type}`;
    const methods: Record<string, string[]> = {};
    for (const m of Object.values(type.methods)) {
      const flags = FLAGS.filter(([key]) => m[key]).map(([, code]) => code).join('');
      const parameters = m.parameters.map((q) => `${q.name}:${q.type}${q.array ? '[]' : ''}${q.optional ? '?' : ''}`);
      methods[m.name] = [`${m.type}${m.array ? '[]' : ''}`, flags, ...parameters];
    }
    out[type.name] = [type.base ?? '', type.service ? 1 : 0, properties, methods];
  }
  return out;
}

const list = (text: string): [string, boolean] => (text.endsWith('[]') ? [text.slice(0, -2), true] : [text, false]);

/**
 * Decodes the compact form.
 *
 * @param encoded - What {@link encodeDescription} wrote.
 * @returns The description.
 */
export function decodeDescription(encoded: EncodedDescription): Description {
  const types: Record<string, TypeInfo> = {};
  for (const [name, [base, service, props, meths]] of Object.entries(encoded)) {
    const properties: Record<string, PropertyInfo> = {};
    for (const [pname, spec] of Object.entries(props)) {
      const colon = spec.indexOf(':');
      const [code, array] = list(spec.slice(0, colon));
      properties[pname] = { name: pname, type: spec.slice(colon + 1), form: CODE_FORM[code] ?? 'local', array };
    }
    const methods: Record<string, MethodInfo> = {};
    for (const [mname, [result = 'void', flags = '', ...params]] of Object.entries(meths)) {
      const [type, array] = list(result);
      const parameters: ParameterInfo[] = params.map((spec) => {
        const colon = spec.indexOf(':');
        const optional = spec.endsWith('?');
        const [ptype, parray] = list(spec.slice(colon + 1, optional ? -1 : undefined));
        return { name: spec.slice(0, colon), type: ptype, array: parray, optional };
      });
      const has = (code: string): boolean => flags.includes(code);
      methods[mname] = {
        name: mname, type, array,
        static: has('s'), noauth: has('n'), maskable: has('m'), filterable: has('f'), limitable: has('l'),
        parameters, implied: false,
      };
    }
    types[name] = { name, base: base === '' ? undefined : base, service: service === 1, properties, methods };
  }
  return { types };
}
