import type { Role } from '@ideaignite/contract';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { profileFormPath } from '../../../lib/paths.ts';
import { feedWords } from '../words/index.ts';

/** Points to the role's profile form (spec section 2), the one next step that exists today. */
export function ProfileSetupCard({ role }: { role: Role }) {
  const m = useWords(feedWords);
  return (
    <section
      aria-labelledby="profile-setup-heading"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100"
    >
      <h2 id="profile-setup-heading" className="font-semibold text-lg">
        {m.profileHeading}
      </h2>
      <p className="mt-2 text-ink-600 leading-relaxed">{m.profileHint}</p>
      <ButtonLink to={profileFormPath(role)} variant="secondary" className="mt-5">
        {m.setUpProfile}
        <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </section>
  );
}
