import type { ReactNode } from 'react';

/** The top band of a static page: a small eyebrow, the page's single <h1> and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-ink-100 bg-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_20rem_at_80%_-20%,var(--color-saffron-100),transparent),radial-gradient(40rem_20rem_at_0%_0%,var(--color-brand-50),transparent)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
