/**
 * Small statistics and formatting helpers.
 *
 * @module
 */

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Formats a number with a fixed count of decimals and thousands separators. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Bytes as MiB with one decimal. */
export function formatMiB(bytes: number): string {
  return `${formatNumber(bytes / (1024 * 1024), 1)} MiB`;
}

/** A ratio as `2.31×`. */
export function formatRatio(value: number): string {
  return `${formatNumber(value, 2)}×`;
}
