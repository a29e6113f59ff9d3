import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { articlePreview } from './article-preview.ts';
import type { ArticleSummary } from './content/articles.ts';
import { landingWords } from './words/index.ts';

export function ArticleCard({
  article,
  onReadMore,
  onIntent,
}: {
  article: ArticleSummary;
  onReadMore: (article: ArticleSummary) => void;
  /** A pointer on, or focus reaching, Read More: time to fetch the dialog's code. */
  onIntent: () => void;
}) {
  const m = useWords(landingWords).articles;
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-lg">
      <img
        src={article.image}
        alt={m.illustration(article.title)}
        loading="lazy"
        decoding="async"
        width={640}
        height={400}
        className="aspect-[16/10] w-full bg-ink-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg leading-snug font-semibold text-pretty">{article.title}</h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">{articlePreview(article.opening)}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-6 self-start"
          aria-haspopup="dialog"
          onClick={() => onReadMore(article)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {m.readMore}
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      </div>
    </article>
  );
}
