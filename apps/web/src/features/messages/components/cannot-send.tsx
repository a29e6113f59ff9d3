import { Ban } from 'lucide-react';
import { Link } from '../../../components/link.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { messagesWords } from '../words/index.ts';

/** In place of the message box when a message would not be taken: the server's reason, and Unblock when it is my block. */
export function CannotSend({ reason, blockedByMe }: { reason: string | null; blockedByMe: boolean }) {
  const m = useWords(messagesWords);
  const t = useContractText();
  return (
    <div className="flex items-start gap-2.5 border-ink-100 border-t bg-white p-4 text-ink-700 text-sm">
      <Ban aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
      <p>
        {reason ? t(reason) : null}
        {blockedByMe ? (
          <>
            {' '}
            <Link
              to={`${PATHS.settings}#blocked`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {m.unblockInSettings}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
