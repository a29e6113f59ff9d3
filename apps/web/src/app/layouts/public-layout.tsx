import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { frameWords } from './words/index.ts';

/** The frame of every public page: skip link, header, the page itself, footer. */
export function PublicLayout() {
  const m = useWords(frameWords);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        {m.skipToMain}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading label={m.loading} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
