import { CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { dismissAnnouncement, useAnnouncement } from '../lib/announce.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { componentsWords } from './words/index.ts';

/** How long a status stays on screen (it is read out at once, whatever this is). */
const SHOWN_MS = 6000;

/** The app's status bar (bottom of the screen): what `announce` said, in the interface language. */
export function Announcer() {
  const m = useWords(componentsWords);
  const t = useContractText();
  const announcement = useAnnouncement();
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => dismissAnnouncement(announcement.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  // aria-live spelled out (role="status" implies it): an open dialog hides the rest of the page
  // from assistive technology but keeps live regions, so what happens in a dialog is still heard.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {announcement ? (
        <p className="pointer-events-auto flex items-center gap-3 rounded-xl bg-ink-900 py-2.5 pr-2 pl-4 font-medium text-sm text-white shadow-xl">
          <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-300" />
          <span>{t(announcement.text)}</span>
          <button
            type="button"
            aria-label={m.dismiss}
            onClick={() => dismissAnnouncement(announcement.id)}
            className="inline-flex size-8 items-center justify-center rounded-full text-ink-200 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
