import { ARTICLE_PREVIEW_LENGTH } from '@ideaignite/contract';

/**
 * The card teaser: the first 100 characters of the article, then an ellipsis (spec section 2).
 * Every article's lead paragraph is longer than that, so the lead alone gives the same text.
 */
export function articlePreview(text: string): string {
  return `${text.slice(0, ARTICLE_PREVIEW_LENGTH)}...`;
}
