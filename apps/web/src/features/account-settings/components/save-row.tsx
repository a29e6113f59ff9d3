import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { accountSettingsWords } from '../words/index.ts';

/**
 * A settings form's last row: its Save button (busy, not disabled, while saving, so keyboard focus
 * stays on it), then "Saved" once the server kept the choice (announced politely; the region is
 * always there so the change is read out), or the error it answered.
 */
export function SaveRow({
  save,
  label,
  className,
}: {
  save: { isPending: boolean; isSuccess: boolean; error: unknown };
  label: string;
  className?: string;
}) {
  const m = useWords(accountSettingsWords);
  return (
    <div className={cn('flex flex-wrap items-center gap-4', className)}>
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? m.saving : label}
      </Button>
      <p role="status" className="font-semibold text-leaf-600 text-sm">
        {save.isSuccess ? m.saved : ''}
      </p>
      {save.error ? (
        <Alert tone="error" className="w-full">
          {errorMessage(save.error, m.saveFailed)}
        </Alert>
      ) : null}
    </div>
  );
}
