/**
 * Output of `svc`: the results commands produce (`result.ts`), the text of a cell (`cells.ts`), tables
 * (`table.ts`), rendering in each format (`render.ts`), `--query` (`query.ts`) and the files `svc`
 * writes (`file.ts`). This entry gathers what the commands and the run loop use.
 *
 * @module
 */

export { FORMATS, col, pick } from './result.js';
export type { Column, CommandResult, Format, ListResult, MessageResult, ObjectResult, StreamResult, TextResult, View } from './result.js';
export { amount, scalarText, terminalSafe } from './cells.js';
export { queryInput, render, streamLines } from './render.js';
