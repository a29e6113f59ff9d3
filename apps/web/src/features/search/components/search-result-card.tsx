import type { SearchResult } from '@ideaignite/contract/search';
import { Link } from '../../../components/link.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { resultPath } from '../result-path.ts';
import { searchWords } from '../words/index.ts';
import { Highlighted } from './highlighted.tsx';
import { kindLabel } from './kind-label.ts';

/** One result: what it is, its title linking to its own page, the passage that matched, and whose it is. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const m = useWords(searchWords);
  const ownName = result.kind === 'person' || result.kind === 'startup';
  return (
    <article className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <p className="font-semibold text-saffron-700 text-xs uppercase tracking-wide">
        {kindLabel(m, result.kind)}
      </p>
      <h2 className="mt-1 break-words font-semibold text-ink-900 text-lg">
        <Link
          to={resultPath(result.kind, result.id)}
          className="rounded hover:text-brand-700 hover:underline"
        >
          {result.title}
        </Link>
      </h2>
      {result.snippet ? (
        <p className="mt-1.5 break-words text-ink-700 text-sm leading-relaxed">
          <Highlighted snippet={result.snippet} />
        </p>
      ) : null}
      {!ownName && result.author.name ? (
        <p className="mt-2 text-ink-600 text-xs">{m.byAuthor(result.author.name)}</p>
      ) : null}
    </article>
  );
}
