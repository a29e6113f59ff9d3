import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { LANGUAGE_NAMES, type Locale, useLocale } from '../lib/i18n/locale.ts';

/** The code that switches (fetching the words, saving the choice) comes on first use. */
const choose = (locale: Locale) =>
  import('../lib/i18n/choose-locale.ts').then((module) => module.chooseLocale(locale));

/**
 * The header's language switch: one button naming the other language in its own script
 * ("हिन्दी" on an English page, "English" on a Hindi one), as Indian sites do; a screen reader
 * reads the name in its language. While the words are fetched the button is busy and keeps focus.
 */
export function LanguageSwitch({ className }: { className?: string }) {
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
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-ink-700 text-sm ring-1 ring-ink-200 transition-colors hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-2 aria-busy:cursor-wait aria-busy:opacity-70',
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4 shrink-0"
      >
        <path d="m5 8 6 6" />
        <path d="m4 14 6-6 2-3" />
        <path d="M2 5h12" />
        <path d="M7 2h1" />
        <path d="m22 22-5-10-5 10" />
        <path d="M14 18h6" />
      </svg>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
