import { LoaderCircle } from 'lucide-react';

/** The spec's full-screen waiting message shown while signup or signin runs. */
export function FullScreenWait({ title, detail }: { title: string; detail?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-brand-900/90 px-6 text-center text-white backdrop-blur-sm"
    >
      <LoaderCircle aria-hidden className="size-10 animate-spin text-saffron-400" />
      <p className="text-xl font-semibold">{title}</p>
      {detail ? <p className="max-w-sm text-sm text-ink-200">{detail}</p> : null}
    </div>
  );
}
