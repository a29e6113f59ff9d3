import { INSTALL_OFFER_DISMISSED_KEY, PRODUCT_NAME } from '@ideaignite/contract';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWords } from '../../lib/i18n/words.ts';
import { endInstallOffer, type InstallPrompt } from './install-offer.ts';
import { installedAppWords } from './words/index.ts';

const dismissedHere = () => {
  try {
    return localStorage.getItem(INSTALL_OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * "Install IdeaIgnite" in the sidebar, while the browser offers it (install-offer.ts) and until
 * the person installs or declines it; declined, it is never offered again on this device.
 */
export default function InstallOfferCard({ offer }: { offer: InstallPrompt }) {
  const m = useWords(installedAppWords);
  const [hidden, setHidden] = useState(dismissedHere);
  const card = useRef<HTMLElement>(null);
  if (hidden) return null;
  // Focus that was on the card goes on to the account menu below it, not to the page's start.
  const keepFocus = () => {
    if (!card.current?.contains(document.activeElement)) return;
    card.current.nextElementSibling?.querySelector<HTMLElement>('a[href], button')?.focus();
  };
  const install = () => {
    keepFocus();
    void offer.prompt().catch(() => undefined);
    endInstallOffer();
    setHidden(true);
  };
  const decline = () => {
    keepFocus();
    localStorage.setItem(INSTALL_OFFER_DISMISSED_KEY, '1');
    setHidden(true);
  };
  const title = m.installTitle(PRODUCT_NAME);
  return (
    <section
      ref={card}
      aria-label={title}
      className="mx-3 mb-2 rounded-xl bg-white/10 p-3 text-sm ring-1 ring-white/15"
    >
      <p className="flex items-center gap-2 font-semibold text-white">
        <Download aria-hidden className="size-4 shrink-0 text-saffron-300" />
        {title}
      </p>
      <p className="mt-1 text-brand-100 leading-snug">{m.installText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={install}
          className="rounded-lg bg-saffron-500 px-3 py-1.5 font-semibold text-white hover:bg-saffron-600 focus-visible:outline-2 focus-visible:outline-saffron-300 focus-visible:outline-offset-2"
        >
          {m.install}
        </button>
        <button
          type="button"
          onClick={decline}
          className="rounded-lg px-3 py-1.5 font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-saffron-300 focus-visible:outline-offset-2"
        >
          {m.notNow}
        </button>
      </div>
    </section>
  );
}
