/**
 * Shown while a page's code is on its way (routes load on first visit), with `label` ("Loading…"
 * in the frame's words). The spinner is lucide's loader-circle drawn inline: the entry chunk then
 * needs no icon chunk of its own for it.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-ink-500">
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-6 animate-spin text-saffron-500"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      <span>{label}</span>
    </div>
  );
}
