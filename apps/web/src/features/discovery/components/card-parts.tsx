import type { ReactNode } from 'react';
import { useContractText } from '../../../lib/i18n/contract.ts';

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
  tone?: 'brand' | 'saffron';
}) {
  const t = useContractText();
  if (items.length === 0) return null;
  const colours = tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-saffron-50 text-saffron-800';
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
export function Tag({ children, tone = 'ink' }: { children: ReactNode; tone?: 'ink' | 'saffron' | 'brand' }) {
  const colours = {
    ink: 'bg-ink-100 text-ink-700',
    saffron: 'bg-saffron-100 text-saffron-800',
    brand: 'bg-brand-100 text-brand-800',
  }[tone];
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 font-semibold text-xs ${colours}`}>
      {children}
    </span>
  );
}
