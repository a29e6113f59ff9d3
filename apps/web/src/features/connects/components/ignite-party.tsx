import type { ConnectionDetail, PublicUser } from '@ideaignite/contract';
import { StatusChip } from '../../../components/connects/status-chip.tsx';
import { Link } from '../../../components/link.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { userPath } from '../../../lib/paths.ts';
import { connectsWords } from '../words/index.ts';

/**
 * The head of an Ignite's card, in the inbox and on the pipeline: the other person (picture, name
 * linking to their profile unless the account is gone, one line about them), the Ignite's step
 * and when it was sent.
 */
export function IgniteParty({
  connection,
  person,
  name,
  line,
}: {
  connection: ConnectionDetail;
  person: PublicUser | null;
  name: string;
  line: string | null;
}) {
  const m = useWords(connectsWords);
  return (
    <div className="flex items-start gap-4">
      <ProfileAvatar
        src={person?.profiledetails.profilePic ?? null}
        name={name}
        decorative
        className="size-12 shrink-0"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-semibold text-ink-900 text-lg leading-snug">
            {person ? (
              <Link to={userPath(person._id)} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <StatusChip status={connection.status} />
        </div>
        {line ? <p className="truncate text-ink-600 text-sm">{line}</p> : null}
        <p className="mt-0.5 text-ink-500 text-xs">
          {m.sentOn} <RelativeTime iso={connection.createdAt} />
        </p>
      </div>
    </div>
  );
}
