/** Small numeric helpers shared by the benchmarks. */

/** The q-th percentile (0..100) of the values, nearest-rank on a sorted copy. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export const MB = 1024 * 1024;

export const fmt = (value: number, digits = 1) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

/** "0.42×": how the measured figure compares with its baseline. */
export const ratio = (value: number, baseline: number, digits = 2) =>
  baseline > 0 && Number.isFinite(value) ? `${fmt(value / baseline, digits)}×` : 'n/a';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A markdown table from a header row and data rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
