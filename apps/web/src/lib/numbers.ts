import { getLocale, type Locale } from './i18n/locale.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count as the interface language writes it: Indian grouping in both (1,23,456: lakh and
 * crore), Latin digits, as Indian apps show numbers in Hindi too.
 */
export function formatCount(count: number, locale: Locale = getLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(count);
}

/** A file's size as the interface language writes it: "12.4 MB", "860 kB" (1 kB at least). */
export function formatFileSize(bytes: number, locale: Locale = getLocale()): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
