import { Compass } from 'lucide-react';
import { ButtonLink } from './button.tsx';
import { PageMeta } from './page-meta.tsx';

export interface OtherRoleLink {
  to: string;
  label: string;
}

/**
 * A page made for one role, opened by another (issue 26): its title, one plain sentence of whom
 * it is for, and links to this person's own places. The page's own prompts ("send a pitch",
 * "mark yourself open to pitches") would ask them for what their role does not do.
 */
export function ForOtherRoles({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  /** The first is the way on (shown as the main button); the rest beside it. */
  links: OtherRoleLink[];
}) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageMeta title={title} robots="noindex" />
      <h1 className="font-bold text-3xl sm:text-4xl">{title}</h1>
      <div className="mt-6 flex flex-col items-start gap-5 rounded-card bg-white px-6 py-8 shadow-card ring-1 ring-ink-100">
        <p className="flex items-start gap-3 text-ink-800 leading-relaxed">
          <Compass aria-hidden className="mt-0.5 size-5 shrink-0 text-saffron-600" />
          <span>{text}</span>
        </p>
        <div className="flex flex-wrap gap-3">
          {links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </div>
  );
}
