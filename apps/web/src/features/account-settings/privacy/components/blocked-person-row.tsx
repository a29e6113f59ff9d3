import type { BlockedUser } from '@ideaignite/contract';
import { Button } from '../../../../components/button.tsx';
import { ProfileAvatar } from '../../../../components/profile-avatar.tsx';
import { RelativeTime } from '../../../../components/relative-time.tsx';
import { useWords } from '../../../../lib/i18n/words.ts';
import { privacySettingsWords } from '../words/index.ts';

/** One blocked person: picture, name, role, when, and Unblock (busy, not disabled, while it runs). */
export function BlockedPersonRow({
  person,
  role,
  busy,
  onUnblock,
}: {
  person: BlockedUser;
  role: string;
  busy: boolean;
  onUnblock: () => void;
}) {
  const m = useWords(privacySettingsWords);
  const name = person.name || m.unnamed;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <ProfileAvatar src={person.profilePic} name={name} decorative className="size-11" />
      <div className="min-w-[12rem] flex-1">
        <p className="font-semibold text-ink-900">{name}</p>
        <p className="mt-0.5 text-ink-600 text-sm">
          {role} · {m.blockedWhen} <RelativeTime iso={person.blockedAt} />
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="ml-auto"
        data-unblock
        busy={busy}
        onClick={onUnblock}
        aria-label={m.unblockLabel(name)}
      >
        {busy ? m.unblocking : m.unblock}
      </Button>
    </li>
  );
}
