import { cn } from '../lib/cn.ts';

/** The IdeaIgnite mark and word; `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <img src="/brand/logo-mark.svg" alt="" aria-hidden width={32} height={32} className="size-8" />
      <span className={cn('text-lg', tone === 'light' ? 'text-white' : 'text-brand-900')}>
        Idea<span className={tone === 'light' ? 'text-saffron-400' : 'text-saffron-500'}>Ignite</span>
      </span>
    </span>
  );
}
