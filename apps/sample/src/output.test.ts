import { describe, expect, it } from 'vitest';

import { Printer } from './output.js';
import { startProgress } from './progress.js';

function capture(isTTY: boolean): { printer: Printer; text: () => string } {
  const chunks: string[] = [];
  const printer = new Printer({ write: (chunk: string) => chunks.push(chunk), isTTY });
  return { printer, text: () => chunks.join('') };
}

describe('Printer', () => {
  it('replaces every registered secret with ***', () => {
    const { printer, text } = capture(false);
    printer.addSecret('s3cr3t-key');
    printer.line('key=s3cr3t-key, again s3cr3t-key');
    expect(text()).toBe('key=***, again ***\n');
  });

  it('shares secrets with the printer it was made with, both ways', () => {
    const out = capture(false);
    const err: string[] = [];
    const errors = new Printer({ write: (chunk: string) => err.push(chunk) }, out.printer);
    out.printer.addSecret('first-secret');
    errors.addSecret('second-secret');
    out.printer.line('first-secret second-secret');
    errors.line('first-secret second-secret');
    expect(out.text()).toBe('*** ***\n');
    expect(err.join('')).toBe('*** ***\n');
  });

  it('ignores secrets too short to redact safely', () => {
    const { printer, text } = capture(false);
    printer.addSecret('ab');
    printer.addSecret(undefined);
    printer.line('abc');
    expect(text()).toBe('abc\n');
  });
});

describe('startProgress', () => {
  it('rewrites one line with \\r on a terminal and clears it at the end', () => {
    const { printer, text } = capture(true);
    const progress = startProgress(printer, 'paging', 4);
    for (let done = 1; done <= 4; done += 1) progress.update(done);
    progress.finish();
    const out = text();
    expect(out).toContain('\r\u001b[Kpaging: 1/4 items (25%)');
    expect(out).toContain('paging: 4/4 items (100%)');
    expect(out.endsWith('\r\u001b[K')).toBe(true);
    expect(out).not.toContain('\n');
  });

  it('prints plain lines at each quarter when not a terminal', () => {
    const { printer, text } = capture(false);
    const progress = startProgress(printer, 'paging', 100);
    for (let done = 1; done <= 100; done += 1) progress.update(done);
    progress.finish();
    expect(text().split('\n').filter(Boolean)).toEqual([
      'paging: 25/100 items (25%)',
      'paging: 50/100 items (50%)',
      'paging: 75/100 items (75%)',
      'paging: 100/100 items (100%)',
    ]);
    expect(text()).not.toContain('\r');
  });

  it('counts items when the total is unknown', () => {
    const { printer, text } = capture(false);
    const progress = startProgress(printer, 'paging', undefined, 10);
    for (let done = 1; done <= 25; done += 1) progress.update(done);
    expect(text()).toBe('paging: 10 items\npaging: 20 items\n');
  });
});
