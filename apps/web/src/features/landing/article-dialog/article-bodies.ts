import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { ArticleSummary } from '../content/articles.ts';
import type { en } from './words/en.ts';

/** A featured article in full, as the Article Details dialog shows it. */
export interface Article extends ArticleSummary {
  /** The full article; paragraphs are separated by a blank line. */
  description: string;
}

/** The article in full: its opening (from its card) and the rest of its text from `m`, the dialog's catalogue. */
export function fullArticle(summary: ArticleSummary, m: Catalogue<typeof en>): Article {
  const bodies = [
    m.futureIdeaMakers,
    m.visionNeedsVoice,
    m.communityDrivenStartups,
    m.bootstrapping,
    m.artOfPitching,
    m.sideHustleToScale,
    m.userFeedback,
    m.ethicalSustainableStartups,
    m.digitalEntrepreneursIndia,
  ];
  const [firstParagraphRest = '', ...paragraphs] = bodies[summary.index] ?? [];
  return {
    ...summary,
    description: [summary.opening + firstParagraphRest, ...paragraphs].join('\n\n'),
  };
}
