import { describe, expect, it } from 'vitest';
import { Client } from '../index.js';
import { checkOption, checkOptionKeys, closestName, defineOptions, opt, optionError } from '../options.js';

const SECRET = 'sk-3f9a1c77e0d24b5c';

const SPEC = defineOptions('listThings', {
  label: opt.string(),
  name: opt.nonEmptyString(),
  verbose: opt.boolean(),
  limit: opt.positiveInteger(),
  offset: opt.count(),
  timeout: opt.numberAtLeast(0, 'a non-negative number of seconds'),
  rate: opt.numberAtLeast(0, 'a positive number', true),
  direction: opt.oneOf('public', 'private'),
  signal: opt.signal(),
  filter: opt.record(),
  args: opt.array(),
  hook: opt.func(),
  extra: opt.anything(),
  pin: opt.secret(opt.positiveInteger()),
  apiKey: opt.string(),
  even: opt.checker<number>('an even number', (v) => typeof v === 'number' && v % 2 === 0),
});

describe('defineOptions: each checker', () => {
  const cases: { name: string; options: Record<string, unknown>; message?: string }[] = [
    { name: 'string', options: { label: 'x' } },
    { name: 'string: a number', options: { label: 5 }, message: 'listThings option "label" must be a string, got a number' },
    { name: 'nonEmptyString', options: { name: 'web' } },
    { name: 'nonEmptyString: blank', options: { name: '  ' }, message: 'listThings option "name" must be a non-empty string, got a blank string' },
    { name: 'nonEmptyString: empty', options: { name: '' }, message: 'listThings option "name" must be a non-empty string, got an empty string' },
    { name: 'boolean', options: { verbose: false } },
    { name: 'boolean: a string', options: { verbose: 'yes' }, message: 'listThings option "verbose" must be a boolean, got a string' },
    { name: 'positiveInteger', options: { limit: 1 } },
    { name: 'positiveInteger: -1', options: { limit: -1 }, message: 'listThings option "limit" must be a positive integer, got -1' },
    { name: 'positiveInteger: 0', options: { limit: 0 }, message: 'listThings option "limit" must be a positive integer, got 0' },
    { name: 'positiveInteger: 1.5', options: { limit: 1.5 }, message: 'listThings option "limit" must be a positive integer, got 1.5' },
    { name: 'count: 0', options: { offset: 0 } },
    { name: 'count: -2', options: { offset: -2 }, message: 'listThings option "offset" must be a non-negative integer, got -2' },
    { name: 'numberAtLeast: 0', options: { timeout: 0 } },
    { name: 'numberAtLeast: NaN', options: { timeout: Number.NaN }, message: 'listThings option "timeout" must be a non-negative number of seconds, got NaN' },
    { name: 'numberAtLeast exclusive: 0', options: { rate: 0 }, message: 'listThings option "rate" must be a positive number, got 0' },
    { name: 'oneOf', options: { direction: 'private' } },
    { name: 'oneOf: other', options: { direction: 'both' }, message: "listThings option \"direction\" must be 'public' or 'private', got a string" },
    { name: 'signal', options: { signal: new AbortController().signal } },
    { name: 'signal: a plain object', options: { signal: {} }, message: 'listThings option "signal" must be an AbortSignal, got an object' },
    { name: 'record', options: { filter: { a: 1 } } },
    { name: 'record: an array', options: { filter: [] }, message: 'listThings option "filter" must be an object, got an array' },
    { name: 'record: a Date', options: { filter: new Date(0) }, message: 'listThings option "filter" must be an object, got a Date' },
    { name: 'array', options: { args: [1] } },
    { name: 'array: a string', options: { args: 'x' }, message: 'listThings option "args" must be an array, got a string' },
    { name: 'func', options: { hook: () => 1 } },
    { name: 'func: a number', options: { hook: 1 }, message: 'listThings option "hook" must be a function, got 1' },
    { name: 'anything', options: { extra: Symbol('x') } },
    { name: 'checker', options: { even: 4 } },
    { name: 'checker: odd', options: { even: 3 }, message: 'listThings option "even" must be an even number, got 3' },
    { name: 'null and undefined are absent', options: { limit: null, label: undefined } },
  ];
  it.each(cases)('$name', ({ options, message }) => {
    if (message === undefined) expect(() => SPEC.check(options)).not.toThrow();
    else expect(() => SPEC.check(options)).toThrowError(new TypeError(message));
  });

  it('returns the known, non-null options as a new object', () => {
    const input = { limit: 5, label: null, offset: undefined };
    const checked = SPEC.check(input);
    expect(checked).toEqual({ limit: 5 });
    expect(checked).not.toBe(input);
    expect(SPEC.check(undefined)).toEqual({});
    expect(SPEC.check(null)).toEqual({});
  });

  it('rejects options that are not a plain object', () => {
    expect(() => SPEC.check(5)).toThrowError(new TypeError('listThings options must be an object, got 5'));
    expect(() => SPEC.check(['limit'])).toThrowError(new TypeError('listThings options must be an object, got an array'));
  });

  it('gives the key list in spec order', () => {
    expect(SPEC.keys.slice(0, 4)).toEqual(['label', 'name', 'verbose', 'limit']);
    expect(Object.isFrozen(SPEC.keys)).toBe(true);
  });

  it('a required option must be given', () => {
    const spec = defineOptions('Client', { perSecond: opt.required(opt.numberAtLeast(0, 'a positive number', true)) }, 'rateLimit');
    expect(() => spec.check({})).toThrowError(new TypeError('Client option "rateLimit.perSecond" must be a positive number, got nothing'));
    expect(spec.check({ perSecond: 5 })).toEqual({ perSecond: 5 });
  });

  it('extend adds options under another name; check can name another place', () => {
    const more = SPEC.extend('iterThings', { chunk: opt.positiveInteger() });
    expect(more.keys).toContain('chunk');
    expect(() => more.check({ chunk: 0 })).toThrowError(new TypeError('iterThings option "chunk" must be a positive integer, got 0'));
    expect(() => SPEC.check({ limit: 0 }, 'Other.method')).toThrowError(new TypeError('Other.method option "limit" must be a positive integer, got 0'));
  });
});

describe('defineOptions: unknown keys', () => {
  it('names every unknown key and lists the known ones', () => {
    const spec = defineOptions('Call', { mask: opt.string(), limit: opt.count() });
    expect(() => spec.check({ verify: true, cert: 'x' })).toThrowError(
      new TypeError('Unknown Call option(s): verify, cert (allowed: mask, limit)'),
    );
  });

  it.each([
    ['hostnme', ['hostname', 'domain'], 'hostname'],
    ['usrname', ['username', 'apiKey'], 'username'],
    ['api_key', ['username', 'apiKey'], 'apiKey'],
    ['APIKEY', ['username', 'apiKey'], 'apiKey'],
    ['chunks', ['chunk', 'limit'], 'chunk'],
    ['nmae', ['name', 'vlan'], 'name'],
    ['verify', ['mask', 'limit', 'offset'], undefined],
    ['x', ['id', 'mask'], undefined],
    ['c', ['a', 'b'], undefined],
    ['ID', ['id', 'mask'], 'id'],
    ['retires', ['retries'], 'retries'],
  ])('did you mean: %s among %j → %s', (name, known, expected) => {
    expect(closestName(name, known)).toBe(expected);
  });

  it('says "did you mean" when a known name is close, one hint per unknown key', () => {
    const spec = defineOptions('VirtualServerManager.listInstances', { hostname: opt.string(), limit: opt.count() });
    expect(() => spec.check({ hostnme: 'web' })).toThrowError(
      new TypeError('Unknown VirtualServerManager.listInstances option(s): hostnme (allowed: hostname, limit); did you mean "hostname"?'),
    );
    expect(() => spec.check({ hostnme: 'web', limt: 1, zzz: 2 })).toThrowError(/; did you mean "hostname" for hostnme, "limit" for limt\?$/);
  });

  it('members of one option say so', () => {
    const spec = defineOptions('Client', { retries: opt.count() }, 'retry');
    expect(() => spec.check({ retires: 1 })).toThrowError(
      new TypeError('Unknown member(s) of Client option "retry": retires (allowed: retries); did you mean "retries"?'),
    );
    expect(() => spec.check(5)).toThrowError(new TypeError('Client option "retry" must be an object, got 5'));
  });

  it('checkOptionKeys checks a key list assembled at run time with the same message', () => {
    expect(checkOptionKeys('m', { a: 1 }, ['a', 'b'])).toEqual({ a: 1 });
    expect(checkOptionKeys('m', undefined, ['a'])).toEqual({});
    expect(() => checkOptionKeys('m', { c: 1 }, ['a', 'b'])).toThrowError(new TypeError('Unknown m option(s): c (allowed: a, b)'));
    expect(() => checkOptionKeys('m', 'x', ['a'])).toThrowError(new TypeError('m options must be an object, got a string'));
  });

  it('checkOption checks one value, absent passes', () => {
    expect(() => checkOption('m', 'n', undefined, opt.positiveInteger())).not.toThrow();
    expect(() => checkOption('m', 'n', 0, opt.positiveInteger())).toThrowError(new TypeError('m option "n" must be a positive integer, got 0'));
  });
});

describe('secrets never appear in a message', () => {
  it('a secret option shows the kind of a wrong value only', () => {
    expect(() => SPEC.check({ pin: 123456.5 })).toThrowError(new TypeError('listThings option "pin" must be a positive integer, got a number'));
  });

  it.each(['apiKey', 'password', 'authToken', 'clientSecret', 'api_key'])('an option named %s shows the kind only', (key) => {
    const error = optionError('Login', key, 'a string', 987654321);
    expect(error.message).toBe(`Login option "${key}" must be a string, got a number`);
    expect(error.message).not.toContain('987654321');
  });

  it('string values never appear, whatever the option', () => {
    for (const options of [{ limit: SECRET }, { direction: SECRET }, { filter: SECRET }, { apiKey: 42, name: SECRET }]) {
      const message = (() => {
        try {
          SPEC.check(options);
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/^listThings option/);
      expect(message).not.toContain(SECRET);
    }
  });

  it('a wrongly typed client apiKey, username or URL is never echoed', () => {
    const number = 31415926535;
    for (const key of ['apiKey', 'username', 'endpointUrl', 'proxy']) {
      expect(() => new Client({ [key]: number })).toThrowError(new RegExp(`^Client option "${key}" must be .*, got a number$`));
      expect(() => new Client({ [key]: number })).not.toThrowError(String(number));
    }
    expect(() => new Client({ endpointUrl: `not a url ${SECRET}` })).not.toThrowError(SECRET);
    expect(() => new Client({ proxy: `http//user:${SECRET}@proxy` })).not.toThrowError(SECRET);
  });

  it('unknown keys show names, never values', () => {
    expect(() => SPEC.check({ apikey: SECRET })).toThrowError(/^Unknown listThings option\(s\): apikey \(allowed: .*\); did you mean "apiKey"\?$/);
    expect(() => SPEC.check({ apikey: SECRET })).not.toThrowError(SECRET);
  });
});
