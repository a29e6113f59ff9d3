import { useRef } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { searchWords } from '../words/index.ts';
import { SearchCombobox } from './search-combobox.tsx';

/**
 * The search the signed-in header opens (its button, or the `/` key): fetched on demand, so the
 * header carries none of it. Escape closes it and focus returns where it was.
 */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const m = useWords(searchWords);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.dialogTitle} initialFocus={input}>
      <div className="mt-4">
        <SearchCombobox inputRef={input} onDone={() => onOpenChange(false)} />
      </div>
    </Modal>
  );
}
