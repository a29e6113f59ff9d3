import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface SkeletonGridProps {
  /** The words announced once, next to a spinner. */
  label: string;
  count: number;
  /** The layout of the placeholders, as the real list has it. */
  gridClassName: string;
  /** Extra classes for each placeholder card. */
  cardClassName?: string;
  /** The inside of one placeholder card, shaped like the real card. */
  children: ReactNode;
}

/** Card-shaped placeholders while the first page of a list loads, with the words announced once. */
export function SkeletonGrid({ label, count, gridClassName, cardClassName, children }: SkeletonGridProps) {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-ink-500 text-sm">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {label}
      </p>
      <div aria-hidden className={gridClassName}>
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className={cn(
              'animate-pulse rounded-card bg-white shadow-card ring-1 ring-ink-100 motion-reduce:animate-none',
              cardClassName,
            )}
          >
            {children}
          </div>
        ))}
      </div>
    </div>
  );
}
