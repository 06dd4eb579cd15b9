import ini from 'ini';
import { describe, expect, it } from 'vitest';

import { UsageError } from './errors.js';
import { setIniValues } from './ini-edit.js';

describe('setIniValues', () => {
  const FILE = [
    '# svclib settings, kept by hand',
    '; second comment',
    '',
    '[svclib]',
    '# the account I use',
    'username = old',
    'api_key=oldkey ; inline note',
    '',
    '; between sections',
    '[other]',
    'keep = me # really',
    '',
  ].join('\n');

  it('sets keys in place and adds missing ones after the last key; comments and other sections are kept', () => {
    const out = setIniValues(FILE, 'svclib', { username: 'new', api_key: 'k#1;2', timeout: '30' });
    expect(out).toBe([
      '# svclib settings, kept by hand',
      '; second comment',
      '',
      '[svclib]',
      '# the account I use',
      'username = new',
      'api_key=k\\#1\\;2 ; inline note',
      'timeout=30',
      '',
      '; between sections',
      '[other]',
      'keep = me # really',
      '',
    ].join('\n'));
    expect(ini.parse(out)).toMatchObject({ svclib: { username: 'new', api_key: 'k#1;2', timeout: '30' }, other: { keep: 'me' } });
  });

  it('adds a missing section at the end after a blank line, and keeps CR LF line ends', () => {
    const crlf = FILE.replaceAll('\n', '\r\n');
    const out = setIniValues(crlf, 'profile staging', { username: 'u' });
    expect(out).toBe(`${crlf}\r\n[profile staging]\r\nusername=u\r\n`);
    expect(setIniValues('', 'svclib', { username: 'u' })).toBe('[svclib]\nusername=u\n');
    expect(setIniValues('a=1', 'svclib', { username: 'u' })).toBe('a=1\n\n[svclib]\nusername=u\n');
  });

  it('finds the section however its header is spelled (quoted, escaped dots), and quotes odd values', () => {
    expect(setIniValues('["svclib"]\nx=1\n', 'svclib', { x: '2' })).toBe('["svclib"]\nx=2\n');
    expect(setIniValues('[profile prod\\.eu]\nx=1\n', 'profile prod.eu', { x: ' padded ' })).toBe('[profile prod\\.eu]\nx=" padded "\n');
    expect(setIniValues('\uFEFF[svclib]\nx=1\n', 'svclib', { x: '2' })).toBe('\uFEFF[svclib]\nx=2\n');
  });

  it('refuses a section name that cannot be a header', () => {
    expect(() => setIniValues('', 'x]y', { a: '1' })).toThrow(UsageError);
    expect(() => setIniValues('', 'x\ny', { a: '1' })).toThrow(UsageError);
  });
});
