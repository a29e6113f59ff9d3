import { exactTime } from '../lib/dates.ts';
import { useWords } from '../lib/i18n/words.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { componentsWords } from './words/index.ts';

/** "· edited" beside a date, with when on hover; nothing for something never edited. */
export function EditedMark({ iso, className }: { iso: string | null | undefined; className?: string }) {
  const m = useWords(componentsWords);
  const hydrated = useHydrated();
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <span className={className}>
      <span aria-hidden> · </span>
      <span title={hydrated ? m.editedAt(exactTime(date)) : undefined}>{m.edited}</span>
    </span>
  );
}
