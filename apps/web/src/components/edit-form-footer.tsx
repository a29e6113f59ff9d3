import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { componentsWords } from './words/index.ts';

/**
 * The end of an edit dialog's form: why the last save failed (a contract message, shown in the
 * interface language), then Cancel and Save. While saving, Cancel is disabled and Save is busy
 * ('Saving…'), so it keeps its focus.
 */
export function EditFormFooter({
  error,
  pending,
  onCancel,
}: {
  error: string | null;
  pending: boolean;
  onCancel: () => void;
}) {
  const m = useWords(componentsWords);
  const t = useContractText();
  return (
    <>
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {m.cancel}
        </Button>
        <Button type="submit" busy={pending}>
          {pending ? m.saving : m.save}
        </Button>
      </div>
    </>
  );
}
