import { ROLE_LABELS, WORDS } from '@ideaignite/contract';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { profileName } from '../../../lib/profile-labels.ts';
import { usersFailureText, type useUsers } from '../api/get-users.ts';
import { messagesWords } from '../words/index.ts';

/** The people list of the New message dialog, each a button that opens a chat. */
export function UserResults({
  query,
  searched,
  onChoose,
}: {
  query: ReturnType<typeof useUsers>;
  searched: string;
  onChoose: (userId: string) => void;
}) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  if (isPending) {
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-ink-500 text-sm">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {m.loadingPeople}
      </p>
    );
  }
  if (isError) {
    return (
      <Alert tone="error" className="mt-6">
        {t(usersFailureText(error))}
      </Alert>
    );
  }
  const users = data.pages.flatMap((page) => page.items);
  if (users.length === 0) {
    return (
      <p role="status" className="mt-6 text-center text-ink-600">
        {searched ? m.noMatches(searched) : t(WORDS.lists.usersEmpty)}
      </p>
    );
  }
  return (
    <div className="mt-5">
      <ul aria-label={m.people} className="-mx-2 max-h-[min(24rem,55vh)] overflow-y-auto">
        {users.map((user) => {
          const name = profileName(user.profiledetails, m.unknownUser);
          return (
            <li key={user._id}>
              <button
                type="button"
                onClick={() => onChoose(user._id)}
                className="flex w-full items-center gap-3 rounded-xl px-2 py-2.5 text-left hover:bg-ink-50 focus-visible:outline-offset-[-2px]"
              >
                <ProfileAvatar
                  src={user.profiledetails.profilePic}
                  name={name}
                  decorative
                  className="size-10"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-semibold text-ink-900">
                    <span className="truncate">{name}</span>
                    {user.verified ? (
                      <BadgeCheck aria-label={m.verified} className="size-4 shrink-0 text-brand-600" />
                    ) : null}
                  </span>
                  <span className="block truncate text-ink-500 text-sm">
                    {ROLE_LABELS[user.role]}
                    {user.profiledetails.project ? ` · ${user.profiledetails.project}` : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={() => fetchNextPage()}
      />
    </div>
  );
}
