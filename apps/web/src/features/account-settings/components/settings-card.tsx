import type { ReactNode } from 'react';

/**
 * One card of the settings page: a titled section (the heading names it), its hint under the
 * heading, an optional action beside them, and its content.
 */
export function SettingsCard({
  id,
  heading,
  hint,
  action,
  children,
}: {
  /** The heading's id, which labels the section; the hint's is `${id}-hint`. */
  id: string;
  heading: string;
  hint: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id={id} className="font-bold text-xl">
            {heading}
          </h3>
          <p id={`${id}-hint`} className="mt-1 text-ink-600 text-sm">
            {hint}
          </p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
