import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The eyebrow, <h2> and subtitle that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'dark',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'dark' | 'light';
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={cn(
          'text-sm font-semibold tracking-wide uppercase',
          tone === 'light' ? 'text-saffron-300' : 'text-saffron-700',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className={cn('mt-3 text-3xl font-bold sm:text-4xl', tone === 'light' && 'text-white')}>
        {title}
      </h2>
      {children ? (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'light' ? 'text-ink-200' : 'text-ink-600')}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
