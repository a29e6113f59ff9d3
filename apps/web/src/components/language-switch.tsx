import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { LANGUAGE_NAMES, type Locale, useLocale } from '../lib/i18n/locale.ts';
import { InlineIcon } from './inline-icon.tsx';

/** The code that switches (fetching the words, saving the choice) comes on first use. */
const choose = (locale: Locale) =>
  import('../lib/i18n/choose-locale.ts').then((module) => module.chooseLocale(locale));

/**
 * The header's language switch: one button naming the other language in its own script
 * ("हिन्दी" on an English page, "English" on a Hindi one), as Indian sites do; a screen reader
 * reads the name in its language. While the words are fetched the button is busy and keeps focus.
 * `sidebar`: as a row of the signed-in sidebar's account menu.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'sidebar' }) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const other: Locale = locale === 'hi-IN' ? 'en-IN' : 'hi-IN';
  return (
    <button
      type="button"
      lang={other}
      aria-busy={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void choose(other)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      className={cn(
        'inline-flex items-center font-semibold text-sm transition-colors aria-busy:cursor-wait aria-busy:opacity-70',
        tone === 'light'
          ? 'h-9 gap-1.5 rounded-lg px-2.5 text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-2'
          : 'mt-1 w-full gap-3 rounded-xl px-3 py-2.5 font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-saffron-400',
      )}
    >
      <InlineIcon className={tone === 'light' ? 'size-4 shrink-0' : 'size-5 shrink-0 text-brand-300'}>
        <path d="m5 8 6 6" />
        <path d="m4 14 6-6 2-3" />
        <path d="M2 5h12" />
        <path d="M7 2h1" />
        <path d="m22 22-5-10-5 10" />
        <path d="M14 18h6" />
      </InlineIcon>
      {/* On an English page "हिन्दी" is in the device's font: English pages fetch no Devanagari font. */}
      <span className={locale === 'hi-IN' ? undefined : 'font-device'}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
