import { Ban, Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { Link } from '../../../components/link.tsx';
import { ReportDialog } from '../../../components/report-dialog.tsx';
import { useBlockUser } from '../../../lib/api/block-user.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { profilesWords } from '../words/index.ts';

/** Another member's Block (asked first; then "blocked", with Unblock in Settings) and Report. */
export function SafetyActions({ userId, name }: { userId: string; name: string }) {
  const m = useWords(profilesWords);
  const t = useContractText();
  const block = useBlockUser();
  const [asking, setAsking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const unblockLink = useRef<HTMLAnchorElement>(null);

  return (
    <>
      {block.isSuccess ? (
        <p role="status" className="basis-full text-ink-700 text-sm">
          {t(block.data.message)}{' '}
          <Link
            ref={unblockLink}
            to={`${PATHS.settings}#blocked`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {m.unblockInSettings}
          </Link>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <Ban aria-hidden className="size-4" />
          {m.block}
        </Button>
      )}
      <Button variant="ghost" onClick={() => setReporting(true)}>
        <Flag aria-hidden className="size-4" />
        {m.report}
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.blockTitle(name)}
        description={m.blockText}
        confirmLabel={m.block}
        pendingLabel={m.blocking}
        onConfirm={async () => {
          await block.mutateAsync(userId);
          setAsking(false);
        }}
        focusAfterDelete={() => unblockLink.current}
      />
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        target="user"
        targetId={userId}
        subject={name}
      />
    </>
  );
}
