/**
 * Tables fit the terminal (issue 30 item 4), with the real binary under a pseudo-terminal of 60
 * columns: every line of `svc --demo vs list` fits, cut cells end with `…`, the header has a rule
 * under it without colour, and the progress line shows the reported total and is cleared before
 * the table. Piped, the same table is drawn whole.
 */
import { describe, expect, it } from 'vitest';

import { svc, svcTty } from './svc.js';

/** The lines of a terminal's output as they stay on screen: CRs and the line clears resolved. */
function screenLines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => {
    const parts = line.split(new RegExp(String.raw`\r(?:\u001b\[K)?`));
    return parts[parts.length - 1] ?? '';
  });
}

describe('svc vs list on a 60-column terminal', () => {
  it('fits every line to 60 columns, cuts with …, rules the header, and clears the progress line', async () => {
    const { code, stdout } = await svcTty(['--demo', 'vs', 'list'], { columns: 60, env: { NO_COLOR: '1' } });
    expect(code).toBe(0);
    // The progress line named the total, then was cleared before the table was drawn.
    expect(stdout).toMatch(new RegExp(String.raw`fetched \d+ of 12 virtual servers…\r\u001b\[K┌`));
    const lines = screenLines(stdout).filter((line) => line !== '');
    expect(lines[0]).toMatch(/^┌[─┬]+┐$/);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(60);
    expect(lines.join('\n')).toContain('…');
    expect(lines[1]).toMatch(/^│ id/);
    expect(lines[2]).toMatch(/^├[─┼]+┤$/);
    expect(lines).toHaveLength(12 + 4);
  });

  it('piped, the table is drawn whole', async () => {
    const { code, stdout } = await svc(['--demo', 'vs', 'list', '--format', 'table']);
    expect(code).toBe(0);
    expect(stdout).not.toContain('…');
    expect(stdout.split('\n')[0]!.length).toBeGreaterThan(60);
  });
});
