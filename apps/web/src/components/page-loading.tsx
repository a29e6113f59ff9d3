import { LoaderCircle } from 'lucide-react';

/** Shown while a page's code is on its way (routes load on first visit). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-ink-500">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-saffron-500" />
      <span>Loading…</span>
    </div>
  );
}
