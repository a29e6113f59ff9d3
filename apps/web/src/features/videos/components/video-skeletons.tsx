import { LoaderCircle } from 'lucide-react';

/** Card-shaped placeholders while the first videos load, with the words announced once. */
export function VideoSkeletons({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-ink-500 text-sm">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {label}
      </p>
      <div aria-hidden className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className="animate-pulse overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100 motion-reduce:animate-none"
          >
            <div className="aspect-video bg-ink-100" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-3/4 rounded bg-ink-100" />
              <div className="flex items-center gap-2.5">
                <div className="size-9 rounded-full bg-ink-100" />
                <div className="h-3 w-1/3 rounded bg-ink-100" />
              </div>
              <div className="h-3 rounded bg-ink-100" />
              <div className="h-3 w-5/6 rounded bg-ink-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
