import { SEARCH_TABS, type SearchTab } from '@ideaignite/contract/search';
import { Link } from 'react-router';
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
  return (
    <nav aria-label={m.tabsLabel} className="-mx-1 mt-5 overflow-x-auto">
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
