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
