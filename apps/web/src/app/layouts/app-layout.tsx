import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Announcer } from '../../components/announcer.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useCreateContent } from '../../lib/create-content.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { useLiveContent } from '../../lib/use-live-content.ts';
import { useSession } from '../../lib/use-session.ts';
import { AppFooter } from './app-footer.tsx';
import { AppMobileBar } from './app-mobile-bar.tsx';
import { useUnreadCounts } from './app-unread-counts.ts';
import { CreateContentProvider } from './create-content-dialogs.tsx';
import { useSearchEntry } from './search-entry.tsx';
import { Sidebar } from './sidebar.tsx';
import type { SidebarHandlers } from './sidebar-entries.tsx';
import { frameWords } from './words/index.ts';

/**
 * The frame of every signed-in page: the role's sidebar (a fixed column on desktop, a drawer
 * behind the top bar's menu button on phones), the page itself and a small footer.
 */
export function AppLayout() {
  const role = useSession()?.role;
  // Held here, not in the drawer, so a popup opened from the phone menu outlives the menu. A Job
  // seeker's is their introduction's, opened from the apply dialog (decision 039).
  return (
    <CreateContentProvider enabled={role === 'Hustler' || role === 'Jobseeker'}>
      <Frame />
    </CreateContentProvider>
  );
}

function Frame() {
  const m = useWords(frameWords);
  const unread = useUnreadCounts();
  useLiveContent();
  const create = useCreateContent();
  const search = useSearchEntry();
  const handlers: SidebarHandlers = { unread, onCreate: (kind) => create?.open(kind), onSearch: search.show };

  return (
    <div className="min-h-dvh bg-ink-50">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        {m.skipToMain}
      </a>
      <header className="fixed inset-y-0 left-0 z-30 hidden w-72 lg:block">
        <Sidebar handlers={handlers} />
      </header>
      <AppMobileBar handlers={handlers} />
      <div className="flex min-h-dvh flex-col lg:pl-72 max-lg:min-h-[calc(100dvh-4rem)]">
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          <Suspense fallback={<PageLoading label={m.loading} />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
      </div>
      {search.dialog}
      <Announcer />
    </div>
  );
}
