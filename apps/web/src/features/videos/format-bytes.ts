/** "0.07 MB", "3.4 MB", "50 MB": binary megabytes, as the 50 MB (52428800 bytes) limit counts them. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  const digits = megabytes >= 10 || Number.isInteger(megabytes) ? 0 : megabytes >= 1 ? 1 : 2;
  return `${megabytes.toFixed(digits)} MB`;
}
