import { InlineIcon } from './inline-icon.tsx';

/**
 * Shown while a page's code is on its way (routes load on first visit), with `label` ("Loading…"
 * in the frame's words). The spinner is lucide's loader-circle drawn inline: the entry chunk then
 * needs no icon chunk of its own for it.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-ink-500">
      <InlineIcon className="size-6 animate-spin text-saffron-500">
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </InlineIcon>
      <span>{label}</span>
    </div>
  );
}
