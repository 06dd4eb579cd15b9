/**
 * `<dateTime.iso8601>` text: the encoder's form and the decoder's accepted variants.
 *
 * @internal
 * @packageDocumentation
 */

/**
 * `YYYYMMDDTHH:MM:SS` (basic) or `YYYY-MM-DDTHH:MM:SS` (extended), the time's colons optional,
 * optional fraction (`.` or `,`), optional `Z` or `±hh[[:]mm]` offset.
 */
const DATE_TIME =
  /^(\d{4})(-?)(\d{2})\2(\d{2})[Tt ](\d{2})(:?)(\d{2})\6(\d{2})(?:[.,](\d+))?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];


const DAY_MS = 86_400_000;

/**
 * Formats a date as `YYYYMMDDTHH:MM:SS` in UTC (milliseconds are dropped). Computed from the time
 * value with integer arithmetic (civil-from-days, H. Hinnant): six `getUTC*` calls cost more.
 *
 * @param date - A valid date with a year in 0–9999.
 * @returns The text, or `undefined` when the date is invalid or its year has not 4 digits.
 */
export function formatDateTime(date: Date): string | undefined {
  const time = date.getTime();
  if (!Number.isFinite(time)) return undefined;
  const days = Math.floor(time / DAY_MS);
  const seconds = Math.floor((time - days * DAY_MS) / 1000);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return undefined;
  const hour = (seconds / 3600) | 0;
  const minute = ((seconds % 3600) / 60) | 0;
  const second = seconds % 60;
  // One allocation: the 17 character codes at once (0x30 is '0').
  return String.fromCharCode(
    0x30 + ((year / 1000) | 0), 0x30 + (((year / 100) | 0) % 10), 0x30 + (((year / 10) | 0) % 10), 0x30 + (year % 10),
    0x30 + ((month / 10) | 0), 0x30 + (month % 10), 0x30 + ((day / 10) | 0), 0x30 + (day % 10), 0x54,
    0x30 + ((hour / 10) | 0), 0x30 + (hour % 10), 0x3a, 0x30 + ((minute / 10) | 0), 0x30 + (minute % 10), 0x3a,
    0x30 + ((second / 10) | 0), 0x30 + (second % 10),
  );
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Value of the two digits at `text[at]`, or -1 when they are not two ASCII digits. */
function digits2(text: string, at: number): number {
  const a = text.charCodeAt(at) - 0x30;
  const b = text.charCodeAt(at + 1) - 0x30;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * Fast path for the exact form this codec (and most servers) write: `YYYYMMDDTHH:MM:SS`.
 *
 * @returns The date; `null` when the text is not in that form (try the general parser);
 *   `undefined` when it is in that form but not a valid date-time.
 */
function parseBasic(text: string): Date | null | undefined {
  if (text.length !== 17 || text.charCodeAt(8) !== 0x54 || text.charCodeAt(11) !== 0x3a || text.charCodeAt(14) !== 0x3a) {
    return null;
  }
  const y1 = digits2(text, 0);
  const y2 = digits2(text, 2);
  const month = digits2(text, 4);
  const day = digits2(text, 6);
  const hour = digits2(text, 9);
  const minute = digits2(text, 12);
  const second = digits2(text, 15);
  if ((y1 | y2 | month | day | hour | minute | second) < 0) return null;
  const year = y1 * 100 + y2;
  if (year < 100) return null; // Date.UTC maps years 0–99 to 1900–1999: use the general parser
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return undefined;
  if (month === 2 && day === 29 && !isLeapYear(year)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/**
 * Parses `<dateTime.iso8601>` text. Without an offset the time is taken as UTC. Fractions are
 * kept to the millisecond (truncated).
 *
 * @param text - The element's text (surrounding whitespace allowed).
 * @returns The date, or `undefined` when the text is not a valid date-time.
 */
export function parseDateTime(text: string): Date | undefined {
  const basic = parseBasic(text);
  if (basic !== null) return basic;
  const m = DATE_TIME.exec(text.trim());
  if (m === null) return undefined;
  const year = Number(m[1]);
  const month = Number(m[3]);
  const day = Number(m[4]);
  const hour = Number(m[5]);
  const minute = Number(m[7]);
  const second = Number(m[8]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return undefined;
  if (month === 2 && day === 29 && !isLeapYear(year)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const fraction = m[9];
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  let offsetMinutes = 0;
  const zone = m[10];
  if (zone !== undefined && zone !== 'Z' && zone !== 'z') {
    const oh = Number(zone.slice(1, 3));
    const om = zone.length > 3 ? Number(zone.slice(-2)) : 0;
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute - offsetMinutes, second, ms);
  return date;
}
