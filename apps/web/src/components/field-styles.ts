import { cn } from '../lib/cn.ts';

/** The look of the shared TextField, for the textareas, selects and pickers beside it. */
export function controlClasses(invalid: boolean, className?: string) {
  return cn(
    'w-full rounded-xl border bg-white px-3.5 text-ink-900 shadow-sm placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400',
    invalid ? 'border-danger-600' : 'border-ink-200',
    className,
  );
}

export const labelClasses = 'text-sm font-medium text-ink-800';
