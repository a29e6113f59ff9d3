import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import type { LinkProps } from 'react-router';
import { cn } from '../lib/cn.ts';
import { Link } from './link.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500';
const variants: Record<Variant, string> = {
  primary: 'bg-saffron-500 text-white shadow-sm hover:bg-saffron-600 active:bg-saffron-700',
  secondary: 'bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  danger: 'bg-danger-600 text-white hover:bg-danger-700',
};
const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /**
   * While its request runs: announced as busy and ignores presses, but stays focusable. (A
   * `disabled` button drops keyboard focus to <body> the moment it is pressed.)
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = 'button', busy, onClick, ...props }: ButtonProps) {
  const guarded = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault(); // a busy submit button must not submit its form again
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={guarded}
      {...props}
    />
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(variant, size, typeof className === 'string' ? className : undefined)}
      {...props}
    />
  );
}
