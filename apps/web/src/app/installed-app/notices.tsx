import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { activateUpdate, useAppStatus } from './app-status.ts';
import { installedAppWords } from './words/index.ts';

/**
 * The installed app's notices at the foot of the window: "Offline — showing what you saw last"
 * while there is no network or something shown came from the cache, and "New version — reload"
 * once a new version waits. Polite: announced, never taking focus; Reload is a button like any.
 */
export function InstalledAppNotices() {
  const m = useWords(installedAppWords);
  const { offline, servedFromCache, waiting } = useAppStatus();
  return (
    <aside
      aria-label={m.noticesLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3 lg:left-72"
    >
      <div role="status" className="flex max-w-full flex-col items-center gap-2">
        {offline || servedFromCache ? (
          <p className="pointer-events-auto flex max-w-full items-center gap-2 rounded-xl bg-ink-900 px-4 py-2.5 font-medium text-sm text-white shadow-card">
            <CloudOff aria-hidden className="size-4 shrink-0 text-saffron-300" />
            {m.offline}
          </p>
        ) : null}
        {waiting ? (
          <div className="pointer-events-auto flex max-w-full items-center gap-3 rounded-xl bg-white py-2 pr-2 pl-4 text-ink-900 text-sm shadow-card ring-1 ring-ink-200">
            <RefreshCw aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span className="font-medium">{m.newVersion}</span>
            <Button size="sm" onClick={() => activateUpdate(waiting)}>
              {m.reload}
            </Button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
