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
 * The caller styles it for where it stands (`className`, `iconClassName`).
 */
export function LanguageSwitch({ className, iconClassName }: { className: string; iconClassName: string }) {
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
      className={cn('inline-flex items-center text-sm aria-busy:cursor-wait aria-busy:opacity-70', className)}
    >
      <InlineIcon className={iconClassName}>
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
