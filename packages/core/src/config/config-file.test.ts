import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mergeFileSettings, parseConfigText } from './config-file.js';
import { ServiceError } from '../errors/errors.js';
import { configFilePaths, MAX_CONFIG_FILE_BYTES, readConfigFiles } from '../node/config-files.js';

const SECRET = 'config-secret-key-77e1';

describe('parseConfigText', () => {
  const cases: { name: string; text: string; expected: Record<string, unknown> }[] = [
    {
      name: 'all five keys',
      text: `[svclib]\nusername = alice\napi_key = ${SECRET}\nendpoint_url = http://127.0.0.1:1/x/\ntimeout = 12.5\nproxy = http://p:3128\n`,
      expected: { username: 'alice', apiKey: SECRET, endpointUrl: 'http://127.0.0.1:1/x/', timeout: 12.5, proxy: 'http://p:3128' },
    },
    {
      name: 'comments, blank lines, other sections and unknown keys are ignored',
      text: '; comment\n# another\n\n[other]\nusername = bob\n[svclib]\n  username=alice  \nunknown = 1\n',
      expected: { username: 'alice' },
    },
    { name: 'quoted values', text: '[svclib]\nusername = "alice smith"\n', expected: { username: 'alice smith' } },
    { name: 'CRLF line ends and a BOM', text: '\uFEFF[svclib]\r\nusername = alice\r\n', expected: { username: 'alice' } },
    { name: 'later duplicate keys win', text: '[svclib]\nusername = a\nusername = b\n', expected: { username: 'b' } },
    { name: 'empty values are unset', text: '[svclib]\nusername =\n', expected: {} },
    { name: 'no svclib section', text: '[x]\na = 1\n', expected: {} },
  ];
  it.each(cases)('$name', ({ text, expected }) => {
    const { sources, ...settings } = parseConfigText(text, '/tmp/x.conf');
    expect(settings).toEqual(expected);
    expect(Object.keys(sources ?? {})).toEqual(Object.keys(expected));
  });

  const errors: { name: string; text: string; message: string }[] = [
    {
      name: 'a line that is not key = value',
      text: `[svclib]\nusername = alice\n${SECRET}\n`,
      message: 'Invalid config file /etc/x.conf, line 3: expected "key = value", a "[section]" header, a comment or a blank line',
    },
    {
      name: 'an unclosed section header',
      text: '[svclib\nusername = alice\n',
      message: 'Invalid config file /etc/x.conf, line 1: expected "key = value", a "[section]" header, a comment or a blank line',
    },
    {
      name: 'a bad timeout',
      text: '[svclib]\n\ntimeout = soon\n',
      message: 'Invalid config file /etc/x.conf, line 3: timeout must be a non-negative number of seconds',
    },
    {
      name: 'a negative timeout',
      text: '[svclib]\ntimeout = -5\n',
      message: 'Invalid config file /etc/x.conf, line 2: timeout must be a non-negative number of seconds',
    },
    {
      name: 'a value ini turns into a boolean',
      text: '[svclib]\nusername = true\n',
      message: 'Invalid config file /etc/x.conf, line 2: username must be a string value',
    },
    {
      name: 'an array key',
      text: '[svclib]\napi_key[] = a\n',
      message: 'Invalid config file /etc/x.conf, line 2: api_key must be a string value',
    },
  ];
  it.each(errors)('rejects $name with a ServiceError naming the file and line', ({ text, message }) => {
    let caught: unknown;
    try {
      parseConfigText(text, '/etc/x.conf');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as Error).message).toBe(message);
    expect((caught as Error).message).not.toContain(SECRET);
  });
});

describe('reading config files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svclib-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the files in order, later ones overriding earlier ones, skipping missing ones', () => {
    const system = join(dir, 'system.conf');
    const user = join(dir, 'user.conf');
    const explicit = join(dir, 'explicit.conf');
    writeFileSync(system, '[svclib]\nusername = sys\napi_key = sys-key\ntimeout = 5\nproxy = http://sys:1\n');
    writeFileSync(user, '[svclib]\nusername = usr\ntimeout = 6\n');
    writeFileSync(explicit, '[svclib]\ntimeout = 7\n');
    const settings = readConfigFiles(undefined, [system, join(dir, 'missing.conf'), user, explicit]);
    expect(settings).toMatchObject({ username: 'usr', apiKey: 'sys-key', timeout: 7, proxy: 'http://sys:1' });
    expect(settings.sources).toEqual({
      username: `config file ${user}, line 2`,
      apiKey: `config file ${system}, line 3`,
      timeout: `config file ${explicit}, line 2`,
      proxy: `config file ${system}, line 5`,
    });
  });

  it('names a file that is not a regular file: a directory, a FIFO, a device', () => {
    expect(() => readConfigFiles(undefined, [dir])).toThrowError(new ServiceError(`Cannot read config file ${dir} (a directory, not a regular file)`));
    const fifo = join(dir, 'fifo.conf');
    execFileSync('mkfifo', [fifo]);
    // Opening a FIFO with no writer would block a plain read forever; this must answer at once.
    expect(() => readConfigFiles(undefined, [fifo])).toThrowError(new ServiceError(`Cannot read config file ${fifo} (a FIFO, not a regular file)`));
    expect(() => readConfigFiles(undefined, ['/dev/zero'])).toThrowError(new ServiceError('Cannot read config file /dev/zero (a device, not a regular file)'));
  });

  it('refuses a very large file before reading it', () => {
    const large = join(dir, 'large.conf');
    writeFileSync(large, '');
    truncateSync(large, 64 * 1024 * 1024 * 1024); // a sparse 64 GiB file: reading it would exhaust memory
    expect(() => readConfigFiles(undefined, [large])).toThrowError(
      new ServiceError(`Cannot read config file ${large} (larger than ${MAX_CONFIG_FILE_BYTES} bytes)`),
    );
    rmSync(large);
  });

  it('applies the same checks to ~/.svclib', () => {
    const home = mkdtempSync(join(tmpdir(), 'svclib-home-'));
    execFileSync('mkfifo', [join(home, '.svclib')]);
    vi.stubEnv('HOME', home);
    try {
      expect(() => readConfigFiles(undefined)).toThrowError(
        new ServiceError(`Cannot read config file ${join(home, '.svclib')} (a FIFO, not a regular file)`),
      );
    } finally {
      vi.unstubAllEnvs();
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('reads /etc/svclib.conf, then ~/.svclib, then configFile (with ~/ expanded), in that order', () => {
    expect(configFilePaths(undefined)).toEqual(['/etc/svclib.conf', join(homedir(), '.svclib')]);
    expect(configFilePaths('')).toEqual(['/etc/svclib.conf', join(homedir(), '.svclib')]);
    expect(configFilePaths('/opt/app/svclib.ini')).toEqual(['/etc/svclib.conf', join(homedir(), '.svclib'), '/opt/app/svclib.ini']);
    expect(configFilePaths('~/conf/svclib.ini')).toEqual([
      '/etc/svclib.conf',
      join(homedir(), '.svclib'),
      join(homedir(), 'conf', 'svclib.ini'),
    ]);
  });

  it('merges nothing to nothing', () => {
    expect(mergeFileSettings([])).toEqual({ sources: {} });
  });
});
