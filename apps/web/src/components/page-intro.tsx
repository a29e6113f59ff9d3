import type { ReactNode } from 'react';

/** The one <h1> of a discovery page, a short intro line, and room for a search box beside them. */
export function PageIntro({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="max-w-2xl">
        <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">{eyebrow}</p>
        <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">{intro}</p>
      </div>
      {children}
    </div>
  );
}
