import { type ConnectionDetail, ROLE_LABELS } from '@ideaignite/contract';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { otherSide } from '../../../lib/api/get-connections.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messageUserPath, userPath } from '../../../lib/paths.ts';
import { profileName } from '../../../lib/profile-labels.ts';
import { connectsWords } from '../words/index.ts';

interface ConnectionCardProps {
  connection: ConnectionDetail;
  me: string;
  /** 'Ignited you', 'You ignited', 'Connected' — the line before the date. */
  verb: string;
  children?: ReactNode;
  /** Connected people get a Message button. */
  canMessage?: boolean;
}

/** One Ignite from either side: the other person, when it happened, and what can be done about it. */
export function ConnectionCard({ connection, me, verb, children, canMessage = false }: ConnectionCardProps) {
  const m = useWords(connectsWords);
  const { id, user } = otherSide(connection, me);
  const name = user ? profileName(user.profiledetails, m.unknownUser) : m.unknownUser;
  const project = user?.profiledetails.project;
  const when =
    connection.status === 'connected' && connection.connectedAt
      ? connection.connectedAt
      : connection.createdAt;

  return (
    <li className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ProfileAvatar
          src={user?.profiledetails.profilePic ?? null}
          name={name}
          decorative
          className="size-14"
        />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-900 text-lg">
            {user ? (
              <Link to={userPath(id)} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <p className="truncate text-ink-600 text-sm">
            {user ? ROLE_LABELS[user.role] : null}
            {project ? ` · ${project}` : ''}
          </p>
          <p className="mt-0.5 text-ink-500 text-xs">
            {verb} <RelativeTime iso={when} />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {children}
        {canMessage && user ? (
          <ButtonLink to={messageUserPath(id)} size="sm" variant="secondary">
            <MessageCircle aria-hidden className="size-4" />
            {m.message}
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}
