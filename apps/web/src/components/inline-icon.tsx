import type { ReactNode } from 'react';

/**
 * A lucide icon drawn inline from its paths (the children): for the landing's first chunk,
 * which then needs no icon chunk of its own. Decorative: hidden from assistive technology.
 */
export function InlineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
