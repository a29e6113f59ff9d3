import type { SearchTab } from '@ideaignite/contract/search';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { searchPagePath } from '../result-path.ts';
import { searchWords } from '../words/index.ts';

/** The page's query box: submitting puts the words (and the tab shown) in the URL, a new history entry. */
export function SearchForm({ initial, tab }: { initial: string; tab: SearchTab }) {
  const m = useWords(searchWords);
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchPagePath(text, tab));
      }}
    >
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className="-translate-y-1/2 absolute top-1/2 left-3 size-5 text-ink-500" />
        <input
          type="search"
          name="q"
          aria-label={m.boxLabel}
          placeholder={m.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-xl border border-ink-300 bg-white py-2.5 pr-3 pl-10 text-base text-ink-900 placeholder:text-ink-500 focus-visible:outline-saffron-500"
        />
      </div>
      <Button type="submit">{m.submit}</Button>
    </form>
  );
}
