import type { ReactNode } from 'react';
import { BrandPanel } from './brand-panel.tsx';

interface AuthLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** While a request runs the page sits under the waiting screen: keep it out of reach, keep its values. */
  inert?: boolean;
}

/** Two columns on desktop (brand pitch left, form right); on phones the form comes first. */
export function AuthLayout({ title, intro, children, inert }: AuthLayoutProps) {
  return (
    <div inert={inert} className="px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-100 lg:grid-cols-2">
        <div className="px-5 py-8 sm:px-10 sm:py-10 lg:flex lg:flex-col lg:justify-center lg:px-12 lg:py-14">
          <h1 className="font-bold text-2xl sm:text-3xl">{title}</h1>
          <p className="mt-2 text-ink-500">{intro}</p>
          <div className="mt-8">{children}</div>
        </div>
        <BrandPanel className="lg:order-first" />
      </div>
    </div>
  );
}
