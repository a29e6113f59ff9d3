import { SECTORS } from '@ideaignite/contract';
import { IndianRupee, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { choiceLabel, placeLabel, ticketRangeLabel } from '../../../lib/profile-labels.ts';
import { discoveryWords } from '../words/index.ts';

/** A short labelled fact on a card ("Superpower", "Dream project"); nothing when the profile left it empty. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div>
      <p className="font-semibold text-ink-500 text-xs uppercase tracking-wide">{label}</p>
      <p className="mt-0.5 line-clamp-3 text-ink-700 leading-relaxed">{children}</p>
    </div>
  );
}

/** The profile's own words, clamped so one long bio does not stretch a whole row of cards. */
export function CardBio({ children }: { children: string | null }) {
  if (!children) return null;
  return <p className="line-clamp-3 text-ink-600 leading-relaxed">{children}</p>;
}

/** Skills or interest areas as chips; a profile choice (a skill, an area) shows in the interface language. */
export function Chips({
  label,
  items,
  tone = 'brand',
}: {
  label: string;
  items: string[];
  tone?: 'brand' | 'saffron' | 'ink';
}) {
  const t = useContractText();
  if (items.length === 0) return null;
  const colours = {
    brand: 'bg-brand-50 text-brand-800',
    saffron: 'bg-saffron-50 text-saffron-800',
    ink: 'bg-ink-100 text-ink-800',
  }[tone];
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-2.5 py-1 font-medium text-xs ${colours}`}>
          {t(item)}
        </li>
      ))}
    </ul>
  );
}

/** A small coloured label in a card's subtitle (a startup's stage, an investor's type). */
export function Tag({
  children,
  tone = 'ink',
}: {
  children: ReactNode;
  tone?: 'ink' | 'saffron' | 'brand' | 'leaf';
}) {
  const colours = {
    ink: 'bg-ink-100 text-ink-700',
    saffron: 'bg-saffron-100 text-saffron-800',
    brand: 'bg-brand-100 text-brand-800',
    leaf: 'bg-white text-leaf-600 ring-1 ring-leaf-600/40',
  }[tone];
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 font-semibold text-xs ${colours}`}>
      {children}
    </span>
  );
}

/** A profile's sectors as chips, in the interface language. */
export function SectorChips({ sectors }: { sectors: string[] }) {
  const m = useWords(discoveryWords);
  const labels = sectors.map((value) => choiceLabel(SECTORS, value));
  return <Chips label={m.sectors} items={labels} tone="ink" />;
}

/** Where someone is (placeLabel): "Pune, Maharashtra"; nothing when neither is set. */
export function CardPlace({ city, state }: { city: string | null; state: string | null }) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const place = placeLabel(city, state, t);
  if (!place) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-ink-600">
      <MapPin aria-hidden className="size-4 shrink-0 text-ink-500" />
      <span className="sr-only">{m.location}: </span>
      {place}
    </p>
  );
}

/** An investor's ticket size (ticketRangeLabel): "₹25 lakh – ₹1 crore"; nothing when it is not set. */
export function TicketRange({ min, max }: { min: number | null; max: number | null }) {
  const m = useWords(discoveryWords);
  const locale = useLocale();
  const range = ticketRangeLabel(min, max, locale);
  if (!range) return null;
  return (
    <p className="inline-flex items-center gap-1.5 font-medium text-ink-800">
      <IndianRupee aria-hidden className="size-4 shrink-0 text-saffron-600" />
      <span className="sr-only">{m.ticketSize}: </span>
      {range}
    </p>
  );
}

/** A row of short facts (place, ticket, a badge) at the top of a card's body. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 empty:hidden">{children}</div>;
}
