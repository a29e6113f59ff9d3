import { PRODUCT_NAME } from '@ideaignite/contract';
import { useState } from 'react';
import { ArticleCard } from './article-card.tsx';
import { ArticleDialog } from './article-dialog.tsx';
import { type Article, articles } from './content/articles.ts';
import { SectionHeading } from './section-heading.tsx';

export function FeaturedArticlesSection() {
  const [selected, setSelected] = useState<Article | null>(null);
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
            <ArticleCard key={article.id} article={article} onReadMore={setSelected} />
          ))}
        </div>
      </div>
      <ArticleDialog article={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
