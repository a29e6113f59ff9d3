import { ARTICLE_PREVIEW_LENGTH } from '@ideaignite/contract';

/** The card teaser: the first 100 characters of the article, then an ellipsis (spec section 2). */
export function articlePreview(description: string): string {
  return `${description.slice(0, ARTICLE_PREVIEW_LENGTH)}...`;
}
