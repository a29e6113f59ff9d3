import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A friendly card for a list with nothing in it yet, with room for a call to action. */
export function EmptyState({
  icon: Icon,
  text,
  children,
}: {
  icon: LucideIcon;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-ink-100">
      <span className="flex size-12 items-center justify-center rounded-full bg-saffron-50 text-saffron-600">
        <Icon aria-hidden className="size-6" />
      </span>
      <p role="status" className="mt-4 font-semibold text-ink-800 text-lg">
        {text}
      </p>
      {children ? <div className="mt-5">{children}</div> : null}
    </div>
  );
}
