/**
 * Type errors that teach (issue 30): each mistake of a typed call is compiled with the TypeScript
 * compiler against core's sources, and its diagnostic must say what is wrong — the misspelt word
 * and the nearest right one. The same table is in the README ("When a call does not compile"); this
 * test checks that every message there is the one the compiler prints.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, type SnippetDiagnostic } from './compile.js';

interface Mistake {
  /** What the caller got wrong (the README's first column). */
  readonly mistake: string;
  /** The statement, with `client: Client`. */
  readonly code: string;
  /** The TypeScript error code. */
  readonly diagnostic: number;
  /** What the message contains (the README's last column). */
  readonly message: string;
  /** The words it must name: the wrong one, and the suggestion when there is one. */
  readonly names: readonly string[];
  /** The source text the error points at. */
  readonly at: string;
}

/** The table: one mistake a line. */
export const MISTAKES: readonly Mistake[] = [
  {
    mistake: 'misspelt call option',
    code: "client.call('Account', 'getObject', { maks: 'id' })",
    diagnostic: 2769,
    message: "unknown call option 'maks'; did you mean 'mask'?",
    names: ['maks', 'mask'],
    at: 'maks',
  },
  {
    mistake: 'misspelt call option',
    code: "client.call('Account', 'getVirtualGuests', { filtr: { virtualGuests: {} } })",
    diagnostic: 2769,
    message: "unknown call option 'filtr'; did you mean 'filter'?",
    names: ['filtr', 'filter'],
    at: 'filtr',
  },
  {
    mistake: 'misspelt call option',
    code: "client.call('Account', 'getVirtualGuests', { limt: 10 })",
    diagnostic: 2769,
    message: "unknown call option 'limt'; did you mean 'limit'?",
    names: ['limt', 'limit'],
    at: 'limt',
  },
  {
    mistake: 'misspelt call option of a handle method',
    code: "client.Account.getObject({ selcet: { id: true } })",
    diagnostic: 2769,
    message: "unknown call option 'selcet'; did you mean 'select'?",
    names: ['selcet', 'select'],
    at: 'selcet',
  },
  {
    mistake: 'misspelt paging option',
    code: "client.iterCall('Account', 'getVirtualGuests', { chnk: 50 })",
    diagnostic: 2322,
    message: "unknown call option 'chnk'; did you mean 'chunk'?",
    names: ['chnk', 'chunk'],
    at: 'chnk',
  },
  {
    mistake: 'paging option in a single call',
    code: "client.call('Account', 'getVirtualGuests', { chunk: 50 })",
    diagnostic: 2769,
    message: "'chunk' is a paging option: give it with iter: true, or call iterCall",
    names: ['chunk', 'iter: true', 'iterCall'],
    at: 'call',
  },
  {
    mistake: 'misspelt method',
    code: "client.call('Account', 'getObjet')",
    diagnostic: 2345,
    message: "unknown method 'getObjet' of Account; did you mean 'getObject'?",
    names: ['getObjet', 'getObject'],
    at: "'getObjet'",
  },
  {
    mistake: 'misspelt method (iterCall)',
    code: "client.iterCall('Account', 'getVirtualGuets')",
    diagnostic: 2345,
    message: "unknown method 'getVirtualGuets' of Account; did you mean 'getVirtualGuests'?",
    names: ['getVirtualGuets', 'getVirtualGuests'],
    at: "'getVirtualGuets'",
  },
  {
    mistake: 'misspelt method (handle `call`)',
    code: "client.Account.call('getObjet')",
    diagnostic: 2345,
    message: "unknown method 'getObjet' of Account; did you mean 'getObject'?",
    names: ['getObjet', 'getObject'],
    at: "'getObjet'",
  },
  {
    mistake: 'misspelt method (handle property)',
    code: 'client.Account.getObjet()',
    diagnostic: 2551,
    message: "Property 'getObjet' does not exist on type 'TypedServiceHandle<\"Account\">'. Did you mean 'getObject'?",
    names: ['getObjet', 'getObject'],
    at: 'getObjet',
  },
  {
    mistake: 'method the model does not have',
    code: "client.call('Account', 'frobnicate')",
    diagnostic: 2345,
    message: "unknown method 'frobnicate' of Account (one newer than the model is called through client.untyped)",
    names: ['frobnicate', 'client.untyped'],
    at: "'frobnicate'",
  },
  {
    mistake: 'misspelt service',
    code: "client.call('Acount', 'getObject')",
    diagnostic: 2345,
    message: "unknown service 'Acount'; did you mean 'Account'?",
    names: ['Acount', 'Account'],
    at: "'Acount'",
  },
  {
    mistake: 'misspelt service (with `Vendor_`)',
    code: "client.call('Vendor_Acount', 'getObject')",
    diagnostic: 2345,
    message: "unknown service 'Vendor_Acount'; did you mean 'Vendor_Account'?",
    names: ['Vendor_Acount', 'Vendor_Account'],
    at: "'Vendor_Acount'",
  },
  {
    mistake: 'misspelt service (`client.service`)',
    code: "client.service('Virtual_Gest')",
    diagnostic: 2345,
    message: "unknown service 'Virtual_Gest'; did you mean 'Virtual_Guest'?",
    names: ['Virtual_Gest', 'Virtual_Guest'],
    at: "'Virtual_Gest'",
  },
  {
    mistake: 'misspelt service (client property)',
    code: 'client.Acount',
    diagnostic: 2551,
    message: "Property 'Acount' does not exist on type 'Client'. Did you mean 'Account'?",
    names: ['Acount', 'Account'],
    at: 'Acount',
  },
  {
    mistake: 'service the model does not have',
    code: "client.call('Frobnicator', 'getObject')",
    diagnostic: 2345,
    message: "unknown service 'Frobnicator' (one newer than the model is called through client.untyped)",
    names: ['Frobnicator', 'client.untyped'],
    at: "'Frobnicator'",
  },
  {
    mistake: 'wrong option value type',
    code: "client.call('Account', 'getVirtualGuests', { limit: '10' })",
    diagnostic: 2769,
    message: "Type 'string' is not assignable to type 'number'.",
    names: ['string', 'number'],
    at: 'limit',
  },
  {
    mistake: 'wrong argument type in `args`',
    code: "client.call('Virtual_Guest', 'setTags', { id: 1, args: [1] })",
    diagnostic: 2769,
    message: "Type 'number' is not assignable to type 'string'.",
    names: ['number', 'string'],
    at: '1',
  },
  {
    mistake: 'required `args` left out',
    code: "client.call('Virtual_Guest', 'setTags', { id: 1 })",
    diagnostic: 2769,
    message: "Property 'args' is missing in type '{ id: number; }' but required in type '{ args: readonly [tags: string]; }'.",
    names: ['args', 'tags: string'],
    at: '{ id: 1 }',
  },
  {
    mistake: 'required `id` left out',
    code: "client.call('Virtual_Guest', 'getObject', { mask: 'id' })",
    diagnostic: 2769,
    message: "Property 'id' is missing in type '{ mask: \"id\"; }' but required in type '{ id: string | number; }'.",
    names: ['id'],
    at: "{ mask: 'id' }",
  },
  {
    mistake: 'options left out (the method needs an `id`)',
    code: "client.call('Virtual_Guest', 'getObject')",
    diagnostic: 2554,
    message: 'Expected 3 arguments, but got 2.',
    names: ['3', '2'],
    at: 'call',
  },
  {
    mistake: 'too many arguments',
    code: "client.call('Account', 'getObject', {}, {})",
    diagnostic: 2554,
    message: 'Expected 2-3 arguments, but got 4.',
    names: ['2-3', '4'],
    at: '{}',
  },
  {
    mistake: '`mask` and `select` together',
    code: "client.call('Account', 'getObject', { mask: 'id', select: { id: true } })",
    diagnostic: 2769,
    message: "give either 'mask' or 'select', not both",
    names: ['mask', 'select'],
    at: 'call',
  },
  {
    mistake: 'misspelt property in a mask',
    code: "client.call('Account', 'getObject', { mask: 'id, companyNme' })",
    diagnostic: 2769,
    message: "unknown property 'companyNme' in Account; did you mean 'companyName'?",
    names: ['companyNme', 'companyName'],
    at: 'mask',
  },
  {
    mistake: 'misspelt property in a `select`',
    code: "client.call('Virtual_Guest', 'getObject', { id: 1, select: { hostnme: true } })",
    diagnostic: 2769,
    message: "unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?",
    names: ['hostnme', 'hostname'],
    at: 'select',
  },
  {
    mistake: 'misspelt property in a filter',
    code: "client.call('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostnme: { operation: 'web1' } } } })",
    diagnostic: 2769,
    message: "'hostnme' does not exist in type 'ObjectFilterFor<Virtual_Guest, 4>'. Did you mean to write 'hostname'?",
    names: ['hostnme', 'hostname'],
    at: 'hostnme',
  },
  {
    mistake: 'a result type as type argument (2.x habit)',
    code: "client.call<{ companyName: string }>('Account', 'getObject')",
    diagnostic: 2558,
    message: 'Expected 2 type arguments, but got 1.',
    names: ['2', '1'],
    at: '{ companyName: string }',
  },
];

/** The snippet: every mistake on its own line, from line 5 on. */
function snippet(): string {
  return [
    "import type { Client } from '../../src/index.js';",
    '',
    'export async function mistakes(client: Client): Promise<unknown[]> {',
    '  return [',
    ...MISTAKES.map((m) => `    ${m.code},`),
    '  ];',
    '}',
    '',
  ].join('\n');
}

describe('typed calls: a mistake is a compile error that says what is wrong', () => {
  let diagnostics: SnippetDiagnostic[] = [];
  beforeAll(() => {
    diagnostics = compile('mistakes.ts', snippet()).diagnostics;
  }, 180_000);

  it.each(MISTAKES.map((m, i) => [m.mistake, m.code, i] as const))('%s: %s', (_name, _code, i) => {
    const mistake = MISTAKES[i]!;
    const mine = diagnostics.filter((d) => d.line === i + 5);
    expect(mine.map((d) => d.code), `diagnostics of line ${i + 5}: ${JSON.stringify(mine)}`).toEqual([mistake.diagnostic]);
    const [diagnostic] = mine;
    expect(diagnostic!.text).toContain(mistake.message);
    for (const name of mistake.names) expect(mistake.message).toContain(name);
    expect(diagnostic!.at).toBe(mistake.at);
    // The options' types are named by their aliases, not spelt out over hundreds of characters.
    expect(diagnostic!.text.length).toBeLessThan(1100);
  });

  it('compiles nothing else wrong', () => {
    expect(diagnostics.filter((d) => d.line < 5 || d.line >= 5 + MISTAKES.length)).toEqual([]);
  });

  it('a misspelt service or method costs the checker at most 30,000 instantiations more than the right name', () => {
    // Ten calls of distinct services, right, then each with the service or the method misspelt
    // (every suggestion is computed afresh: the names differ).
    const services = ['Account', 'Virtual_Guest', 'Hardware_Server', 'Network_Vlan', 'Network_Subnet', 'Ticket', 'User_Customer', 'Dns_Domain', 'Product_Package', 'Location'];
    const file = (call: (service: string) => string): string =>
      `import type { Client } from '../../src/index.js';\nexport async function f(client: Client): Promise<unknown[]> {\n  return [\n${services.map((s) => `    await ${call(s)},`).join('\n')}\n  ];\n}\n`;
    const right = compile('cost-right.ts', file((s) => `client.call('${s}', 'getObject', { id: 1 })`));
    const service = compile('cost-service.ts', file((s) => `client.call('${s.slice(0, 1)}${s.slice(2)}', 'getObject', { id: 1 })`));
    const method = compile('cost-method.ts', file((s) => `client.call('${s}', 'getObjcet', { id: 1 })`));
    expect(right.diagnostics).toEqual([]);
    expect(service.diagnostics).toHaveLength(services.length);
    expect(method.diagnostics).toHaveLength(services.length);
    expect((service.instantiations - right.instantiations) / services.length).toBeLessThan(30_000);
    expect((method.instantiations - right.instantiations) / services.length).toBeLessThan(30_000);
  }, 180_000);

  it('is the table of the README ("When a call does not compile")', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('### When a call does not compile');
    expect(start).toBeGreaterThan(0);
    const section = readme.slice(start, readme.indexOf('\n## ', start));
    // (a `|` in a table cell is written `\|`)
    const cell = (text: string): string => `\`${text.replaceAll('|', '\\|')}\``;
    for (const mistake of MISTAKES) {
      expect(section, mistake.mistake).toContain(`| ${cell(mistake.code)} | ${cell(mistake.message)} |`);
    }
  });
});
