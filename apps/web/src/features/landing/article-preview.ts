import { ARTICLE_PREVIEW_LENGTH } from '@ideaignite/contract';

/**
 * The card teaser: the first 100 characters of the article, then an ellipsis (spec section 2).
 * The cards get each article's opening (content/articles.ts), which is exactly that long.
 */
export function articlePreview(text: string): string {
  return `${text.slice(0, ARTICLE_PREVIEW_LENGTH)}...`;
}
