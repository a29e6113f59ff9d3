import type { CardAuthor } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { authorName } from '../lib/author-name.ts';
import { useWords } from '../lib/i18n/words.ts';
import { userPath } from '../lib/paths.ts';
import { Link } from './link.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { componentsWords } from './words/index.ts';

/** Who posted something: picture, name (linking to their profile), the verified badge, and a detail. */
export function AuthorLine({ author, children }: { author: CardAuthor | null; children?: ReactNode }) {
  const m = useWords(componentsWords);
  const name = authorName(author);
  return (
    <div className="flex items-center gap-2.5">
      <ProfileAvatar src={author?.profiledetails.profilePic ?? null} name={name} className="size-9" />
      <div className="min-w-0 text-sm leading-tight">
        <p className="flex items-center gap-1">
          {author ? (
            <Link
              to={userPath(author._id)}
              className="truncate font-semibold text-ink-900 hover:text-brand-700 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="truncate font-semibold text-ink-900">{name}</span>
          )}
          {author?.verified ? (
            <img
              src="/brand/verified-badge.svg"
              alt={m.verified}
              title={m.verified}
              width={16}
              height={16}
              className="size-4 shrink-0"
            />
          ) : null}
        </p>
        {children ? <p className="mt-0.5 text-ink-500 text-xs">{children}</p> : null}
      </div>
    </div>
  );
}
