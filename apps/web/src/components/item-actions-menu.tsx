import { Pencil, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { useWords } from '../lib/i18n/words.ts';
import { ActionsMenu } from './actions-menu.tsx';
import { componentsWords } from './words/index.ts';

interface ItemActionsMenuProps {
  /** What the item is called, for the button's name: "More actions for <title>". */
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** The "⋯" button, for callers that hand focus back to it (after an edit in place). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** A sign of interest in the "⋯" button: fetch ahead the dialogs Edit and Delete open. */
  onInterest?: () => void;
}

/** The "⋯" menu on something the viewer posted: Edit and Delete, on the shared ActionsMenu (decision 021). */
export function ItemActionsMenu({
  itemName,
  onEdit,
  onDelete,
  className,
  triggerRef,
  onInterest,
}: ItemActionsMenuProps) {
  const m = useWords(componentsWords);
  return (
    <ActionsMenu
      label={m.moreActionsFor(itemName)}
      items={[
        { label: m.edit, icon: Pencil, onSelect: onEdit },
        { label: m.delete, icon: Trash2, onSelect: onDelete, tone: 'danger' },
      ]}
      className={className}
      triggerRef={triggerRef}
      onInterest={onInterest}
    />
  );
}
