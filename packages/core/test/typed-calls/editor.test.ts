/**
 * Typed calls in the editor (TypeScript language service, as VS Code asks it): the names a call
 * takes are still offered as completions now that a misspelt one is a message type, and the
 * signature help lists the single-call form before the `iter: true` one.
 */
import type ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageService } from './compile.js';

/** `⸢` marks where the cursor is in a line of the snippet (removed before compiling). */
const LINES = [
  "client.call('⸢Account', 'getObject');",
  "client.call('Account', '⸢getObject');",
  "client.call('Vendor_Virtual_Guest', '⸢getObject', { id: 1 });",
  "client.iterCall('Account', '⸢getVirtualGuests');",
  "client.iterPages('Account', '⸢getVirtualGuests');",
  "client.service('⸢Account');",
  "client.Account.call('⸢getObject');",
  "client.Account.iterCall('⸢getVirtualGuests');",
  "client.call('Account', 'getObject', { ⸢ });",
  "client.iterCall('Account', 'getVirtualGuests', { ⸢ });",
  "client.call('Account', 'getObject', ⸢{});",
  'client.Account.getObject(⸢{});',
  "client.Account.call('getObject', ⸢{});",
] as const;

const HEADER = "import type { Client } from '../../src/index.js';\n\nexport function editor(client: Client): void {\n";

/** The snippet and the cursor offset of each line. */
function snippet(): { text: string; cursors: number[] } {
  let text = HEADER;
  const cursors: number[] = [];
  for (const line of LINES) {
    const at = line.indexOf('⸢');
    cursors.push(text.length + 2 + at);
    text += `  ${line.replace('⸢', '')}\n`;
  }
  return { text: `${text}}\n`, cursors };
}

describe('typed calls in the editor', () => {
  let service: ts.LanguageService;
  let file: string;
  let cursors: number[];

  beforeAll(() => {
    const { text, cursors: at } = snippet();
    ({ service, file } = languageService('editor.ts', text));
    cursors = at;
    // The snippet itself compiles (its calls are right).
    expect(service.getSemanticDiagnostics(file).map((d) => d.messageText)).toEqual([]);
  }, 180_000);

  /** The completion names at the cursor of line `i`. */
  function completions(i: number): string[] {
    const info = service.getCompletionsAtPosition(file, cursors[i]!, { includeCompletionsWithInsertText: true });
    return (info?.entries ?? []).map((e) => e.name);
  }

  it('offers the services of the model in `client.call(`, with and without Vendor_', () => {
    const names = completions(0);
    expect(names).toContain('Account');
    expect(names).toContain('Vendor_Account');
    expect(names).toContain('Virtual_Guest');
    expect(names.length).toBeGreaterThan(700); // 371 services, each with and without the prefix
    expect(names.filter((n) => n.includes(' '))).toEqual([]); // no message among them
  }, 60_000);

  it("offers the service's methods in `client.call(service, `", () => {
    const names = completions(1);
    expect(names).toContain('getObject');
    expect(names).toContain('getVirtualGuests');
    expect(names.length).toBeGreaterThan(400);
    expect(names.filter((n) => n.includes(' '))).toEqual([]);
    expect(completions(2)).toContain('setTags');
  }, 60_000);

  it('offers methods in iterCall, iterPages and a handle’s call and iterCall, and services in client.service', () => {
    expect(completions(3)).toContain('getVirtualGuests');
    expect(completions(4)).toContain('getVirtualGuests');
    expect(completions(5)).toContain('Virtual_Guest');
    expect(completions(6)).toContain('getObject');
    expect(completions(7)).toContain('getVirtualGuests');
  }, 60_000);

  it('offers the option names inside the options object', () => {
    expect(completions(8)).toEqual(expect.arrayContaining(['mask', 'select', 'filter', 'limit', 'offset', 'iter']));
    expect(completions(9)).toEqual(expect.arrayContaining(['mask', 'chunk', 'concurrency']));
  }, 60_000);

  it('lists the single-call form first in the signature help, then iter: true', () => {
    for (const i of [10, 11, 12]) {
      const help = service.getSignatureHelpItems(file, cursors[i]!, undefined);
      expect(help?.items).toHaveLength(2);
      const shown = help!.items.map((item) => [...item.prefixDisplayParts, ...item.parameters.flatMap((p) => p.displayParts), ...item.suffixDisplayParts].map((p) => p.text).join(''));
      expect(shown[0], LINES[i]).toContain('Promise<');
      expect(shown[0], LINES[i]).not.toContain('AsyncGenerator<');
      expect(shown[1], LINES[i]).toContain('AsyncGenerator<');
      expect(help!.selectedItemIndex, LINES[i]).toBe(0);
    }
  }, 60_000);
});
