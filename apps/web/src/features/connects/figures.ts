import { getLocale, type Locale } from '../../lib/i18n/locale.ts';

/** 0.42 → "42%" in the interface language. */
export function formatRate(rate: number, locale: Locale = getLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/**
 * A median response time in hours as people say it: minutes under an hour, hours under two days,
 * days beyond ("35 minutes", "5.5 hours", "3 days"; Hindi by Intl: "5.5 घंटे").
 */
export function formatHours(hours: number, locale: Locale = getLocale()): string {
  const [value, unit] =
    hours < 1
      ? [Math.max(1, Math.round(hours * 60)), 'minute']
      : hours < 48
        ? [hours, 'hour']
        : [hours / 24, 'day'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: unit === 'minute' ? 0 : 1,
  }).format(value);
}
