import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { userPath } from '../../../lib/paths.ts';
import type { Partner } from '../use-partner.ts';
import { messagesWords } from '../words/index.ts';

/** Who the chat is with, a link to their profile, and on phones the way back to the chat list. */
export function ConversationHeader({
  partnerId,
  partner,
  onBack,
  menu,
}: {
  partnerId: string;
  partner: Partner;
  onBack: () => void;
  /** The conversation's "⋯" menu, once its state is known. */
  menu?: ReactNode;
}) {
  const m = useWords(messagesWords);
  return (
    <div className="flex items-center gap-3 border-ink-100 border-b bg-white px-3 py-3 sm:px-5">
      <button
        type="button"
        onClick={onBack}
        aria-label={m.backToChats}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 lg:hidden"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </button>
      <ProfileAvatar src={partner.profilePic} name={partner.name} decorative className="size-11" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-ink-900 text-lg">{partner.name}</h2>
        {partner.roleLabel ? <p className="text-ink-500 text-sm">{partner.roleLabel}</p> : null}
      </div>
      {partner.deleted ? null : (
        <Link
          to={userPath(partnerId)}
          className="shrink-0 rounded-lg px-2 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:text-brand-800"
        >
          {m.viewProfile}
        </Link>
      )}
      {menu}
    </div>
  );
}
