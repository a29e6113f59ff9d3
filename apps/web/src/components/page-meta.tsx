import { PRODUCT_NAME } from '@ideaignite/contract';

/** React 19 hoists these into <head>: one useful title per page, and the robots rule. */
export function PageMeta({ title, robots = 'index' }: { title?: string; robots?: 'index' | 'noindex' }) {
  return (
    <>
      <title>{title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — Startup ideas meet investors`}</title>
      <meta name="robots" content={robots === 'index' ? 'index, follow' : 'noindex, nofollow'} />
    </>
  );
}
