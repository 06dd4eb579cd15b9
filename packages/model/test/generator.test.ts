/**
 * The generator on small hand-made descriptions: inheritance along `base`, implied getters (and the
 * static-`getObject` rule), optional parameters, lists, name clashes, primitives; the generated
 * TypeScript is compiled with the real compiler, with `@ts-expect-error` where a call must fail.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { generate, isSecretParameter } from '../generator/emit.js';
import { DescriptionError, readDescription } from '../generator/read-description.js';
import { resolveMethods, resolveProperties } from '../src/description.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const temp = mkdtempSync(join(tmpdir(), 'svclib-model-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A small description in the file format, exercising every rule. */
const SMALL = {
  Vendor_Entity: { name: 'Vendor_Entity' },
  Vendor_Location: {
    name: 'Vendor_Location', base: 'Vendor_Entity', noservice: true,
    properties: { id: { name: 'id', type: 'int', form: 'local' }, name: { name: 'name', type: 'string', form: 'local' } },
  },
  Vendor_Tag: {
    name: 'Vendor_Tag', base: 'Vendor_Entity', noservice: true,
    properties: { name: { name: 'name', type: 'string', form: 'local' }, where: { name: 'where', type: 'Vendor_Location', form: 'local' } },
  },
  Vendor_Hardware: {
    name: 'Vendor_Hardware', base: 'Vendor_Entity',
    properties: {
      id: { name: 'id', type: 'int', form: 'local' },
      hostname: { name: 'hostname', type: 'string', form: 'local' },
      'not-an-identifier': { name: 'not-an-identifier', type: 'string', form: 'local' },
      datacenter: { name: 'datacenter', type: 'Vendor_Location', form: 'relational' },
      tags: { name: 'tags', type: 'Vendor_Tag', form: 'relational', typeArray: true },
      tagCount: { name: 'tagCount', type: 'unsignedLong', form: 'count' },
      notes: { name: 'notes', type: 'Vendor_Tag', form: 'relational', typeArray: true },
      createDate: { name: 'createDate', type: 'dateTime', form: 'local' },
      fee: { name: 'fee', type: 'decimal', form: 'local' },
      load: { name: 'load', type: 'float', form: 'local' },
      big: { name: 'big', type: 'unsignedLong', form: 'local' },
      flag: { name: 'flag', type: 'boolean', form: 'local' },
      blob: { name: 'blob', type: 'base64Binary', form: 'local' },
      extra: { name: 'extra', type: 'json', form: 'local' },
      kind: { name: 'kind', type: 'enum', form: 'local' },
      averageLoad: { name: 'averageLoad', type: 'float', form: 'relational' },
    },
    methods: {
      getObject: { name: 'getObject', type: 'Vendor_Hardware', maskable: true },
      // a declared method wins over the implied getter of `notes`
      getNotes: { name: 'getNotes', type: 'string', parameters: [{ name: 'limit', type: 'int' }] },
      setTags: {
        name: 'setTags', type: 'boolean',
        parameters: [
          { name: 'tags', type: 'string', typeArray: true },
          { name: 'middle', type: 'int', defaultValue: 3 },
          { name: 'last', type: 'int' },
          { name: 'force', type: 'boolean', defaultValue: null },
        ],
      },
      reboot: { name: 'reboot', type: 'void' },
      constructor: { name: 'constructor', type: 'string' },
      toString: { name: 'toString', type: 'string', static: true },
      findByDate: { name: 'findByDate', type: 'Vendor_Hardware', typeArray: true, static: true, parameters: [{ name: 'when', type: 'dateTime' }] },
      changePassword: { name: 'changePassword', type: 'boolean', parameters: [{ name: 'keyName', type: 'string' }, { name: 'newPassword', type: 'string' }] },
    },
  },
  Vendor_Hardware_Server: {
    name: 'Vendor_Hardware_Server', base: 'Vendor_Hardware',
    properties: { rack: { name: 'rack', type: 'string', form: 'local' } },
    methods: { reboot: { name: 'reboot', type: 'boolean', parameters: [{ name: 'mode', type: 'string', defaultValue: 'soft' }] } },
  },
  Vendor_Account: {
    name: 'Vendor_Account', base: 'Vendor_Entity',
    properties: {
      hardware: { name: 'hardware', type: 'Vendor_Hardware', form: 'relational', typeArray: true },
      hardwareCount: { name: 'hardwareCount', type: 'unsignedLong', form: 'count' },
    },
    methods: { getObject: { name: 'getObject', type: 'Vendor_Account', static: true } },
  },
  // Names that clash with TypeScript: a reserved word and a global the generated code uses.
  Vendor_Date: { name: 'Vendor_Date', base: 'Vendor_Entity', noservice: true, properties: { at: { name: 'at', type: 'dateTime', form: 'local' } } },
  string: { name: 'string', base: 'Vendor_Entity', methods: { getObject: { name: 'getObject', type: 'Vendor_Date' } } },
};

const small = readDescription(SMALL, 'small.json');

describe('reading a description', () => {
  it('normalizes names, flags and optional parameters', () => {
    const setTags = small.types.Hardware!.methods.setTags!;
    expect(setTags.parameters.map((p) => [p.name, p.array, p.optional])).toEqual([
      ['tags', true, false], ['middle', false, true], ['last', false, false], ['force', false, true],
    ]);
    expect(small.types.Hardware_Server!.base).toBe('Hardware');
    expect(small.types.Location!.service).toBe(false);
  });

  it.each([
    ['an unknown type', { Vendor_A: { name: 'Vendor_A', properties: { b: { name: 'b', type: 'Vendor_B', form: 'local' } } } }, 'small.json: Vendor_A.properties.b.type: type Vendor_B is neither a primitive nor an entry of the file'],
    ['an unknown base', { Vendor_A: { name: 'Vendor_A', base: 'Vendor_B' } }, 'Vendor_A.base: Vendor_B is not an entry of the file'],
    ['a bad form', { Vendor_A: { name: 'Vendor_A', properties: { b: { name: 'b', type: 'int', form: 'remote' } } } }, 'Vendor_A.properties.b.form: expected local, relational or count'],
    ['a name not its key', { Vendor_A: { name: 'Vendor_B' } }, 'Vendor_A: its name is "Vendor_B", not the key'],
    ['two names with one short name', { Vendor_A: { name: 'Vendor_A' }, A: { name: 'A' } }, 'A: its short name A is also the short name of Vendor_A'],
    ['parameters not a list', { Vendor_A: { name: 'Vendor_A', methods: { m: { name: 'm', type: 'int', parameters: {} } } } }, 'Vendor_A.methods.m.parameters: expected a list'],
    ['a flag not boolean', { Vendor_A: { name: 'Vendor_A', methods: { m: { name: 'm', type: 'int', static: 'yes' } } } }, 'Vendor_A.methods.m.static: expected true or false'],
    ['not an object', [], 'small.json: top level: expected an object'],
  ])('rejects %s, saying where', (_, document, message) => {
    expect(() => readDescription(document, 'small.json')).toThrow(DescriptionError);
    expect(() => readDescription(document, 'small.json')).toThrow(message);
  });

  it('rejects a loop along base when resolving', () => {
    const looped = readDescription({ Vendor_A: { name: 'Vendor_A', base: 'Vendor_B' }, Vendor_B: { name: 'Vendor_B', base: 'Vendor_A' } }, 'x');
    expect(() => resolveMethods(looped, 'A')).toThrow('type A: its base chain loops at A');
  });
});

describe('resolving methods and properties', () => {
  it('inherits declared methods and properties along base; a subtype redeclaration wins', () => {
    const server = resolveMethods(small, 'Hardware_Server');
    expect(server.get('setTags')?.parameters).toHaveLength(4);
    expect(server.get('reboot')).toMatchObject({ type: 'boolean', parameters: [{ name: 'mode', optional: true }] });
    expect(resolveProperties(small, 'Hardware_Server').get('hostname')?.type).toBe('string');
  });

  it('implies get<Property> for relational and count properties only, with the property as filter group', () => {
    const hardware = resolveMethods(small, 'Hardware');
    expect(hardware.get('getDatacenter')).toMatchObject({ type: 'Location', array: false, implied: true, static: false, maskable: true, filterable: true, limitable: true });
    expect(hardware.get('getTags')).toMatchObject({ type: 'Tag', array: true, implied: true });
    expect(hardware.get('getTagCount')).toMatchObject({ type: 'unsignedLong', implied: true });
    expect(hardware.has('getHostname')).toBe(false);
    expect(resolveMethods(small, 'Hardware_Server').get('getDatacenter')?.implied).toBe(true);
  });

  it('keeps a declared method over the implied getter of the same name', () => {
    expect(resolveMethods(small, 'Hardware').get('getNotes')).toMatchObject({ type: 'string', implied: false });
  });

  it('makes implied getters static only where the service getObject is static', () => {
    expect(resolveMethods(small, 'Account').get('getHardware')?.static).toBe(true);
    expect(resolveMethods(small, 'Hardware').get('getTags')?.static).toBe(false);
  });
});

describe('generated TypeScript', () => {
  const files = generate(small, 'small.json');
  const records = files.get('records.ts')!;
  const services = files.get('services.ts')!;

  it('writes one interface per type extending its base, every property optional, primitives as sent', () => {
    expect(records).toContain('export interface Hardware_Server extends Hardware {\n  rack?: string;\n}');
    for (const line of [
      'id?: number;', 'datacenter?: Location;', 'tags?: Tag[];', 'tagCount?: number;', 'createDate?: string;',
      'fee?: string;', 'load?: number;', 'big?: number;', 'flag?: boolean;', 'blob?: Uint8Array;', 'extra?: unknown;',
      'kind?: string;', '"not-an-identifier"?: string;',
    ]) expect(records).toContain(`  ${line}\n`);
    expect(records).toContain('export type Entity = Record<never, never>;');
    expect(records).toContain('// Generated by packages/model/generator from small.json: do not edit.');
  });

  it('renames records whose names TypeScript reserves, and quotes Object.prototype member names', () => {
    expect(records).toContain('export interface Date_ extends Entity');
    expect(records).toContain('export type string_ = Entity;');
    expect(services).toContain('  string: string__Methods;\n');
    expect(services).toContain('export interface Hardware_Methods {\n');
    expect(services).toContain('  "constructor": ObjectMethod<[], string>;');
    expect(services).toContain('  getObject: ObjectMethod<[], Date_, never, "Date">;');
    expect(services).toContain('  "toString": StaticMethod<[], string>;');
  });

  it('types parameters positionally: lists, optional only in the trailing run, dates accepted as Date too', () => {
    expect(services).toContain('setTags: ObjectMethod<[tags: string[], middle: number, last: number, force?: boolean], boolean>;');
    expect(services).toContain('findByDate: StaticMethod<[when: string | Date], Hardware[], never, "Hardware">;');
    expect(services).toContain('reboot: ObjectMethod<[], null>;');
    expect(services).toContain('getTags: ObjectMethod<[], Tag[], "tags", "Tag">;');
    expect(services).toContain('getHardware: StaticMethod<[], Hardware[], "hardware", "Hardware">;');
    expect(services).toContain('getTagCount: ObjectMethod<[], number, "tagCount">;');
  });

  it('writes what typed selection reads: records by name, relations and counts along base, each base', () => {
    const selection = files.get('selection.ts')!;
    expect(selection).toContain('export interface RecordTypes {\n');
    expect(selection).toContain('  Date: Date_;\n');
    expect(selection).toContain('  Hardware_Server: Hardware_Server;\n');
    expect(selection).toContain(
      '  Hardware: RecordRelations["Entity"] & { datacenter: "Location"; tags: "Tag"; tagCount: \'#count\'; notes: "Tag" };\n',
    );
    expect(selection).toContain('  Hardware_Server: RecordRelations["Hardware"];\n');
    expect(selection).toContain('  Entity: Record<never, never>;\n');
    expect(selection).toContain('export interface RecordValueRelations {\n');
    // Entity holds no value relation: Hardware names only its own (a `never` member would be redundant).
    expect(selection).toContain('  Hardware: "averageLoad";\n');
    expect(selection).not.toContain('RecordValueRelations["Entity"] |');
    expect(selection).toContain('  Entity: never;\n');
    expect(selection).toContain('export interface RecordLocalRecords {\n');
    expect(selection).toContain('  Date: RecordLocalRecords["Entity"];\n');
    expect(selection).toContain('  Tag: RecordLocalRecords["Entity"] & { where: "Location" };\n');
    expect(selection).toContain('export interface RecordBase {\n');
    expect(selection).toContain('  Hardware_Server: "Hardware";\n');
    expect(selection).not.toContain('  Entity: "');
  });

  it('compiles, and the helper types accept right calls and reject wrong ones', () => {
    const dir = join(temp, 'compile');
    cpSync(join(packageDir, 'src', 'calls.ts'), join(dir, 'calls.ts'));
    cpSync(join(packageDir, 'src', 'filters.ts'), join(dir, 'filters.ts'));
    cpSync(join(packageDir, 'src', 'method-entries.ts'), join(dir, 'method-entries.ts'));
    mkdirSync(join(dir, 'generated'), { recursive: true });
    for (const [name, content] of files) writeFileSync(join(dir, 'generated', name), content);
    writeFileSync(join(dir, 'use.ts'), USE);
    const program = ts.createProgram([join(dir, 'use.ts'), join(dir, 'generated', 'secrets.ts'), join(dir, 'generated', 'catalog-data.ts'), join(dir, 'generated', 'selection.ts')], {
      strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022, skipLibCheck: false, types: [], lib: ['lib.es2023.d.ts'],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('lists secret-looking parameters by index, inherited ones included, and leaves key names alone', () => {
    expect(files.get('secrets.ts')).toContain('  Hardware: {\n    changePassword: [1],\n  },\n  Hardware_Server: {\n    changePassword: [1],\n  },');
    expect(['password', 'vpnPassword', 'accessToken', 'secret', 'serviceKey', 'credential', 'softwareComponentPasswords'].every(isSecretParameter)).toBe(true);
    expect(['keyName', 'attributeKeyName', 'availabilityTypeKeyNames', 'containerKeyname', 'bypass', 'keyId', 'metricKey', 'hostname'].some(isSecretParameter)).toBe(false);
  });
});

/** A user of the generated small model: right calls compile, wrong ones are errors. */
const USE = `
import type { FilterFor, Item, MethodName, NeedsId, Params, Result, ServiceName } from './calls.js';
import type { Hardware, Tag } from './generated/records.js';

declare function call<S extends ServiceName, M extends MethodName<S>>(
  service: S, method: M, ...rest: NeedsId<S, M> extends true
    ? [options: { id: number; filter?: FilterFor<S, M> }, ...args: Params<S, M>]
    : [options: { filter?: FilterFor<S, M> }, ...args: Params<S, M>]
): Promise<Result<S, M>>;
declare function item<S extends ServiceName, M extends MethodName<S>>(service: S, method: M): Item<S, M>;

export async function use(): Promise<void> {
  const guests: Hardware[] = await call('Account', 'getHardware', {});
  const tag: Tag = item('Hardware', 'getTags');
  const ok: boolean = await call('Hardware', 'setTags', { id: 1 }, ['a'], 1, 2);
  await call('Hardware', 'setTags', { id: 1 }, ['a'], 1, 2, true);
  const nothing: null = await call('Hardware', 'reboot', { id: 1 });
  const rebooted: boolean = await call('Hardware_Server', 'reboot', { id: 1 });
  await call('Hardware', 'findByDate', {}, new Date());
  await call('Account', 'getHardware', { filter: { hardware: { hostname: { operation: '^= web' }, datacenter: { name: { operation: 'dal13' } } } } });
  await call('Hardware', 'getObject', { id: 1, filter: { tags: { name: { operation: 'x' } } } });
  // @ts-expect-error a misspelt method
  await call('Hardware', 'getObjet', { id: 1 });
  // @ts-expect-error a method needing an id, called without
  await call('Hardware', 'getObject', {});
  // @ts-expect-error a list where a string is wanted
  await call('Hardware', 'setTags', { id: 1 }, 'a', 1, 2);
  // @ts-expect-error a required parameter left out
  await call('Hardware', 'setTags', { id: 1 }, ['a'], 1);
  // @ts-expect-error a misspelt filter key
  await call('Account', 'getHardware', { filter: { hardware: { hostnmae: { operation: 'x' } } } });
  // @ts-expect-error the group key of an implied getter is the property name
  await call('Account', 'getHardware', { filter: { hostname: { operation: 'x' } } });
  // @ts-expect-error an unknown service
  await call('Acount', 'getObject', {});
  void [guests, tag, ok, nothing, rebooted];
}
`;

describe('the command', () => {
  const main = join(packageDir, 'generator', 'main.ts');
  const run = (...args: string[]): { status: number; out: string } => {
    try {
      return { status: 0, out: execFileSync(process.execPath, ['--import', 'tsx', main, ...args], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const e = error as { status: number; stderr: string };
      return { status: e.status, out: e.stderr };
    }
  };

  it('regenerates from another file of the same format, and --check fails once an output is stale', () => {
    const input = join(temp, 'small.json');
    const out = join(temp, 'out');
    writeFileSync(input, JSON.stringify(SMALL));
    expect(run(input, '--out', out).status).toBe(0);
    expect(readFileSync(join(out, 'records.ts'), 'utf8')).toBe(generate(small, 'small.json').get('records.ts'));
    expect(run('--', input, '--check', '--out', out)).toMatchObject({ status: 0 });
    writeFileSync(join(out, 'services.ts'), '// edited by hand\n');
    const stale = run(input, '--check', '--out', out);
    expect(stale.status).toBe(1);
    expect(stale.out).toContain('the generated model is stale');
    expect(stale.out).toContain('services.ts');
  }, 60_000);

  it('fails with a message naming the file and place for a broken description', () => {
    const input = join(temp, 'broken.json');
    writeFileSync(input, JSON.stringify({ Vendor_A: { name: 'Vendor_A', base: 'Vendor_Nope' } }));
    const result = run(input, '--out', join(temp, 'never'));
    expect(result.status).toBe(1);
    expect(result.out).toContain('broken.json: Vendor_A.base: Vendor_Nope is not an entry of the file');
    writeFileSync(input, '{ not json');
    expect(run(input, '--out', join(temp, 'never')).out).toContain('not JSON');
  }, 60_000);

  it('finds the committed output up to date with the committed snapshot', () => {
    expect(run('--check')).toMatchObject({ status: 0 });
  }, 60_000);
});
