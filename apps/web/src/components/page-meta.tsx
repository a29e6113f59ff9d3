import { PRODUCT_NAME } from '@ideaignite/contract';

/** A page's name ("Settings · IdeaIgnite"), or the home page's whole title. */
type PageTitle = { title: string; fullTitle?: never } | { fullTitle: string; title?: never };

/** React 19 hoists these into <head>: one useful title per page, and the robots rule. */
export function PageMeta({
  title,
  fullTitle,
  robots = 'index',
}: PageTitle & { robots?: 'index' | 'noindex' }) {
  return (
    <>
      <title>{fullTitle ?? `${title} · ${PRODUCT_NAME}`}</title>
      <meta name="robots" content={robots === 'index' ? 'index, follow' : 'noindex, nofollow'} />
    </>
  );
}
