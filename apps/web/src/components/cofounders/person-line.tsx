import type { CofounderPerson } from '@ideaignite/contract';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { userPath } from '../../lib/paths.ts';
import { placeLabel } from '../../lib/profile-labels.ts';
import { Link } from '../link.tsx';
import { ProfileAvatar } from '../profile-avatar.tsx';
import { cofounderInviteWords } from './words/index.ts';

/** A would-be co-founder: picture, name (to their profile), role, headline and place. */
export function PersonLine({ person, headingLevel = 3 }: { person: CofounderPerson; headingLevel?: 2 | 3 }) {
  const m = useWords(cofounderInviteWords);
  const t = useContractText();
  const name = person.name || m.someone;
  const place = placeLabel(person.city, person.state, t);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex min-w-0 items-start gap-3">
      <ProfileAvatar src={person.avatarUrl} name={name} decorative className="size-12" />
      <div className="min-w-0">
        <Heading className="font-semibold text-ink-900 text-lg leading-snug">
          <Link to={userPath(person._id)} className="hover:underline focus-visible:underline">
            {name}
          </Link>
        </Heading>
        <p className="text-ink-600 text-sm">
          {[person.role === 'Hustler' ? m.roleHustler : m.roleCofounder, place].filter(Boolean).join(' · ')}
        </p>
        {person.headline ? <p className="mt-1 break-words text-ink-800 text-sm">{person.headline}</p> : null}
      </div>
    </div>
  );
}
