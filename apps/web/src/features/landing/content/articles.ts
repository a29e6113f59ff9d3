/** A featured article as its card shows it, in the interface language. */
export interface ArticleSummary {
  /** Its place among the featured articles (0 to 8), which finds its text in the dialog's catalogue. */
  index: number;
  title: string;
  /** Public URL path of the article's illustration. */
  image: string;
  /** The article's first 100 characters (ARTICLE_PREVIEW_LENGTH): the card's preview. */
  opening: string;
}

/** The illustrations, /images/articles/<name>.webp, in the order of the articles' words. */
const ILLUSTRATIONS = [
  'future-idea-makers',
  'vision-needs-voice',
  'community-driven-startups',
  'bootstrapping',
  'art-of-pitching',
  'side-hustle-to-scale',
  'user-feedback',
  'ethical-sustainable-startups',
  'digital-entrepreneurs-india',
];

/**
 * The featured articles from their words (`articles.items` in the landing catalogue). Only each
 * article's opening ships with the landing page; the rest loads with the Article Details dialog.
 */
export function articleSummaries(items: readonly { title: string; opening: string }[]): ArticleSummary[] {
  return items.map((words, index) => ({
    ...words,
    index,
    image: `/images/articles/${ILLUSTRATIONS[index]}.webp`,
  }));
}
