import { useState } from 'react';
import { getLocale } from '../../lib/i18n/locale.ts';
import { loadLocale, useWords } from '../../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../../lib/lazy-component.ts';
import { ArticleCard } from './article-card.tsx';
import { type ArticleSummary, articleSummaries } from './content/articles.ts';
import { SectionHeading } from './section-heading.tsx';
import { landingWords } from './words/index.ts';

// The dialog (Radix Dialog and the articles' full text) is fetched on the first sign of interest
// in a Read More button, not with the landing page; in Hindi it is ready once the Hindi text is.
const ArticleDialog = lazyComponent(
  () =>
    import('./article-dialog/article-dialog.tsx').then(async (module) => {
      await loadLocale(getLocale());
      return module.ArticleDialog;
    }),
  'ArticleDialog',
);

export function FeaturedArticlesSection() {
  const m = useWords(landingWords).articles;
  const articles = articleSummaries(m.items);
  // The open article by its place, so that it follows a change of language.
  const [selected, setSelected] = useState<number | null>(null);
  // Opens once the code is here (at once if a hover or focus fetched it already).
  const open = (article: ArticleSummary) => showWhenLoaded(ArticleDialog, () => setSelected(article.index));
  return (
    <section aria-labelledby="articles-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="articles-title" eyebrow={m.eyebrow} title={m.title}>
          {m.intro}
        </SectionHeading>
        <div className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3 lg:gap-8">
          {articles.map((article) => (
            <ArticleCard
              key={article.image}
              article={article}
              onReadMore={open}
              onIntent={() => prefetchComponent(ArticleDialog)}
            />
          ))}
        </div>
      </div>
      <ArticleDialog
        article={selected === null ? null : (articles[selected] ?? null)}
        onClose={() => setSelected(null)}
      />
    </section>
  );
}
