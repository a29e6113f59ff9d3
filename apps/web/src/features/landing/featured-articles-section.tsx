import { PRODUCT_NAME } from '@ideaignite/contract';
import { useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { ArticleCard } from './article-card.tsx';
import { type ArticleSummary, articles } from './content/articles.ts';
import { SectionHeading } from './section-heading.tsx';

// The dialog (Radix Dialog and the articles' full text) is fetched on the first sign of interest
// in a Read More button, not with the landing page.
const ArticleDialog = lazyComponent(
  () => import('./article-dialog.tsx').then((module) => module.ArticleDialog),
  'ArticleDialog',
);

export function FeaturedArticlesSection() {
  const [selected, setSelected] = useState<ArticleSummary | null>(null);
  const open = (article: ArticleSummary) => {
    // Opens once the code is here (at once if a hover or focus fetched it already).
    ArticleDialog.preload().then(
      () => setSelected(article),
      () => undefined, // offline: the button stays as it was and can be pressed again
    );
  };
  return (
    <section aria-labelledby="articles-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="articles-title"
          eyebrow="Read and learn"
          title={`Featured Articles from ${PRODUCT_NAME}`}
        >
          Ideas, playbooks and stories for founders building in India.
        </SectionHeading>
        <div className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3 lg:gap-8">
          {articles.map((article) => (
            <ArticleCard
              key={article.id}
              article={article}
              onReadMore={open}
              onIntent={() => void ArticleDialog.preload().catch(() => undefined)}
            />
          ))}
        </div>
      </div>
      <ArticleDialog article={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
