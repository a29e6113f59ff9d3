import { LoaderCircle } from 'lucide-react';

/** Post-shaped placeholders while the first blogs load, with the words announced once. */
export function BlogSkeletons({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-ink-500 text-sm">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {label}
      </p>
      <div aria-hidden className="flex flex-col gap-6">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="grid animate-pulse overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100 motion-reduce:animate-none md:grid-cols-[2fr_3fr]"
          >
            <div className="aspect-[16/9] bg-ink-100 md:aspect-auto md:min-h-56" />
            <div className="space-y-3 p-6">
              <div className="h-6 w-3/4 rounded bg-ink-100" />
              <div className="flex items-center gap-2.5">
                <div className="size-9 rounded-full bg-ink-100" />
                <div className="h-3 w-1/4 rounded bg-ink-100" />
              </div>
              <div className="h-3 rounded bg-ink-100" />
              <div className="h-3 w-11/12 rounded bg-ink-100" />
              <div className="h-3 w-4/5 rounded bg-ink-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
