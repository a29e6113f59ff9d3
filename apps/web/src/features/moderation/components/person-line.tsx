import { type PersonSummary, ROLE_LABELS, type Role } from '@ideaignite/contract';
import { Link } from '../../../components/link.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { userPath } from '../../../lib/paths.ts';
import { moderationWords } from '../words/index.ts';

/** A report's person (who reported, whose it is): picture, name linking to the profile, role, Suspended. */
export function PersonLine({
  label,
  person,
  suspended = false,
}: {
  label: string;
  person: PersonSummary;
  suspended?: boolean;
}) {
  const m = useWords(moderationWords);
  const name = person.name || m.unnamed;
  return (
    <div>
      <dt className="font-semibold text-ink-800 text-sm">{label}</dt>
      <dd className="mt-1 flex items-center gap-2">
        <ProfileAvatar src={person.profilePic} name={name} decorative className="size-8" />
        <Link
          to={userPath(person._id)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        <span className="text-ink-600 text-sm">{ROLE_LABELS[person.role as Role] ?? person.role}</span>
        {suspended ? (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 font-semibold text-danger-700 text-xs">
            {m.suspended}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
