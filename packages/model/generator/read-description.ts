/**
 * Reads the service's metadata file (format: `api/README.md`) into a {@link Description}, checking
 * it as it goes: every error names the file and the place (`Vendor_Virtual_Guest.methods.setTags`).
 */
import {
  PRIMITIVES, shortName, type Description, type MethodInfo, type ParameterInfo, type PropertyInfo, type PropertyForm,
  type TypeInfo,
} from '../src/description.js';

/** A metadata file that does not follow the format; the message says where. */
export class DescriptionError extends Error {
  static {
    this.prototype.name = 'DescriptionError';
  }
}

const FORMS: ReadonlySet<string> = new Set(['local', 'relational', 'count']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses and checks a metadata document.
 *
 * @param document - The parsed JSON.
 * @param source - The file name, for messages.
 * @returns The normalized description (short names, declared members only).
 * @throws DescriptionError naming the place of the first problem.
 */
export function readDescription(document: unknown, source: string): Description {
  const fail = (where: string, what: string): never => {
    throw new DescriptionError(`${source}: ${where}: ${what}`);
  };
  if (!isObject(document)) fail('top level', 'expected an object keyed by type name');
  const entries = Object.entries(document as Json);
  const fullNames = new Set(entries.map(([key]) => key));
  const types: Record<string, TypeInfo> = {};
  const fullNameOf = new Map<string, string>();

  const flag = (where: string, value: unknown): boolean => {
    if (value === undefined) return false;
    if (typeof value !== 'boolean') fail(where, `expected true or false, got ${JSON.stringify(value)}`);
    return value as boolean;
  };
  const str = (where: string, value: unknown): string => {
    if (typeof value !== 'string' || value === '') fail(where, `expected a non-empty string, got ${JSON.stringify(value)}`);
    return value as string;
  };
  const typeRef = (where: string, value: unknown): string => {
    const type = str(where, value);
    if (!PRIMITIVES.has(type) && !fullNames.has(type)) fail(where, `type ${type} is neither a primitive nor an entry of the file`);
    return PRIMITIVES.has(type) ? type : shortName(type);
  };
  const members = (where: string, value: unknown): [string, Json][] => {
    if (value === undefined) return [];
    if (!isObject(value)) fail(where, 'expected an object keyed by name');
    return Object.entries(value as Json).map(([key, member]) => {
      if (!isObject(member)) fail(`${where}.${key}`, 'expected an object');
      const m = member as Json;
      if (m.name !== key) fail(`${where}.${key}`, `its name is ${JSON.stringify(m.name)}, not the key`);
      return [key, m];
    });
  };

  for (const [key, entry] of entries) {
    if (!isObject(entry)) fail(key, 'expected an object');
    const e = entry as Json;
    if (e.name !== key) fail(key, `its name is ${JSON.stringify(e.name)}, not the key`);
    const name = shortName(key);
    const clash = fullNameOf.get(name);
    if (clash !== undefined) fail(key, `its short name ${name} is also the short name of ${clash}`);
    fullNameOf.set(name, key);
    const base = e.base === undefined ? undefined : str(`${key}.base`, e.base);
    if (base !== undefined && !fullNames.has(base)) fail(`${key}.base`, `${base} is not an entry of the file`);

    const properties: Record<string, PropertyInfo> = {};
    for (const [pname, p] of members(`${key}.properties`, e.properties)) {
      const where = `${key}.properties.${pname}`;
      const form = str(`${where}.form`, p.form);
      if (!FORMS.has(form)) fail(`${where}.form`, `expected local, relational or count, got ${JSON.stringify(form)}`);
      properties[pname] = { name: pname, type: typeRef(`${where}.type`, p.type), form: form as PropertyForm, array: flag(`${where}.typeArray`, p.typeArray) };
    }

    const methods: Record<string, MethodInfo> = {};
    for (const [mname, m] of members(`${key}.methods`, e.methods)) {
      const where = `${key}.methods.${mname}`;
      if (m.parameters !== undefined && !Array.isArray(m.parameters)) fail(`${where}.parameters`, 'expected a list');
      const parameters: ParameterInfo[] = ((m.parameters ?? []) as unknown[]).map((parameter, index) => {
        const at = `${where}.parameters[${index}]`;
        if (!isObject(parameter)) fail(at, 'expected an object');
        const q = parameter as Json;
        return { name: str(`${at}.name`, q.name), type: typeRef(`${at}.type`, q.type), array: flag(`${at}.typeArray`, q.typeArray), optional: 'defaultValue' in q };
      });
      methods[mname] = {
        name: mname,
        type: typeRef(`${where}.type`, m.type),
        array: flag(`${where}.typeArray`, m.typeArray),
        static: flag(`${where}.static`, m.static),
        noauth: flag(`${where}.noauth`, m.noauth),
        maskable: flag(`${where}.maskable`, m.maskable),
        filterable: flag(`${where}.filterable`, m.filterable),
        limitable: flag(`${where}.limitable`, m.limitable),
        parameters,
        implied: false,
      };
    }
    types[name] = {
      name,
      base: base === undefined ? undefined : shortName(base),
      service: !flag(`${key}.noservice`, e.noservice),
      properties,
      methods,
    };
  }
  return { types };
}
