import { LoaderCircle } from 'lucide-react';

const SKELETON_COUNT = 6;

/** Card-shaped placeholders while the first page loads, with the words announced once. */
export function ProfileSkeletons({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-ink-500 text-sm">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {label}
      </p>
      <div aria-hidden className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className="animate-pulse rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 motion-reduce:animate-none"
          >
            <div className="flex items-center gap-4">
              <div className="size-14 rounded-full bg-ink-100" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-2/3 rounded bg-ink-100" />
                <div className="h-3 w-1/3 rounded bg-ink-100" />
              </div>
            </div>
            <div className="mt-5 space-y-2">
              <div className="h-3 rounded bg-ink-100" />
              <div className="h-3 w-5/6 rounded bg-ink-100" />
            </div>
            <div className="mt-4 flex gap-1.5">
              <div className="h-6 w-16 rounded-full bg-ink-100" />
              <div className="h-6 w-20 rounded-full bg-ink-100" />
            </div>
            <div className="mt-5 h-9 w-28 rounded-xl bg-ink-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
