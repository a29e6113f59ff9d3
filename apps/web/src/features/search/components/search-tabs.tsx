import { SEARCH_TABS, type SearchTab } from '@ideaignite/contract/search';
import { useEffect, useRef } from 'react';
import { Link } from '../../../components/link.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { searchPagePath } from '../result-path.ts';
import { searchWords } from '../words/index.ts';
import { tabLabel } from './kind-label.ts';

/**
 * The tabs (All, People, …) with their counts: links, so the tab is in the URL with the words and
 * Back returns to the tab before.
 */
export function SearchTabs({
  q,
  tab,
  counts,
}: {
  q: string;
  tab: SearchTab;
  counts: Record<SearchTab, number> | undefined;
}) {
  const m = useWords(searchWords);
  const row = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: the chosen tab is brought into it (a deep link to Jobs,
  // or Back to it), without moving the page; again once the counts have widened the tabs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reads the page, laid out anew when the tab or the counts change
  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const left = current.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    if (left < nav.scrollLeft || left + current.offsetWidth > nav.scrollLeft + nav.clientWidth)
      nav.scrollLeft = Math.max(0, left - (nav.clientWidth - current.offsetWidth) / 2);
  }, [tab, counts === undefined]);
  return (
    <nav ref={row} aria-label={m.tabsLabel} className="-mx-1 mt-5 overflow-x-auto">
      <ul className="flex gap-1.5 px-1 pb-1">
        {SEARCH_TABS.map((name) => {
          const label = tabLabel(m, name);
          const count = counts?.[name];
          return (
            <li key={name} className="shrink-0">
              <Link
                to={searchPagePath(q, name)}
                replace
                aria-current={name === tab ? 'page' : undefined}
                className={cn(
                  'relative inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 font-medium text-sm ring-1',
                  name === tab
                    ? 'bg-brand-900 text-white ring-brand-900'
                    : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50',
                )}
              >
                {label}
                {count === undefined ? null : (
                  <>
                    {' '}
                    <span className={cn('text-xs', name === tab ? 'text-brand-100' : 'text-ink-500')}>
                      {count}
                    </span>{' '}
                    <span className="sr-only">{m.resultsWord(count)}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
