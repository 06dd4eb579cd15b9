import { describe, expect, it } from 'vitest';

import { UsageError, chooseTarget, parseOptions } from './args.js';

describe('parseOptions', () => {
  it('has defaults', () => {
    expect(parseOptions([])).toEqual({
      help: false,
      create: false,
      fake: false,
      endpoint: undefined,
      guests: 1000,
      latencyMs: 20,
      chunk: 50,
    });
  });

  it('reads every option', () => {
    const options = parseOptions(['--create', '--fake', '--endpoint', 'https://x.example/api/', '--guests', '10', '--latency', '0', '--chunk', '5', '-h']);
    expect(options).toEqual({
      help: true,
      create: true,
      fake: true,
      endpoint: 'https://x.example/api/',
      guests: 10,
      latencyMs: 0,
      chunk: 5,
    });
  });

  it.each([
    { name: 'unknown option', argv: ['--nope'], message: /nope/ },
    { name: 'positional', argv: ['extra'], message: /extra/ },
    { name: 'missing value', argv: ['--guests'], message: /guests/ },
    { name: 'not a number', argv: ['--guests', 'many'], message: /--guests must be an integer >= 1, got 'many'/ },
    { name: 'zero chunk', argv: ['--chunk', '0'], message: /--chunk must be an integer >= 1/ },
    { name: 'bad endpoint', argv: ['--endpoint', 'ftp://x'], message: /--endpoint must be an http\(s\) URL/ },
  ])('rejects $name with a UsageError', ({ argv, message }) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });
});

describe('chooseTarget', () => {
  const defaults = parseOptions([]);

  it('uses the fake server without credentials', () => {
    expect(chooseTarget(defaults, {})).toEqual({ kind: 'fake' });
  });

  it('uses a real endpoint with both credentials; --endpoint beats SVC_ENDPOINT_URL', () => {
    const env = { SVC_USERNAME: 'u', SVC_API_KEY: 'k', SVC_ENDPOINT_URL: 'https://env.example/' };
    expect(chooseTarget(defaults, env)).toEqual({
      kind: 'real',
      endpointUrl: 'https://env.example/',
      username: 'u',
      apiKey: 'k',
      password: undefined,
    });
    expect(chooseTarget(parseOptions(['--endpoint', 'https://flag.example']), env)).toMatchObject({
      endpointUrl: 'https://flag.example',
    });
  });

  it('--fake wins over credentials', () => {
    expect(chooseTarget(parseOptions(['--fake']), { SVC_USERNAME: 'u', SVC_API_KEY: 'k' })).toEqual({ kind: 'fake' });
  });

  it('names the missing credential when only one is set', () => {
    expect(() => chooseTarget(defaults, { SVC_USERNAME: 'u' })).toThrow(/SVC_API_KEY is not set/);
    expect(() => chooseTarget(defaults, { SVC_API_KEY: 'k' })).toThrow(/SVC_USERNAME is not set/);
  });

  it('refuses --endpoint without credentials', () => {
    expect(() => chooseTarget(parseOptions(['--endpoint', 'https://x.example']), {})).toThrow(/--endpoint needs credentials/);
  });
});
