import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { useMessages } from '../lib/i18n/messages.ts';
import { componentsMessages } from './messages/index.ts';

interface ItemActionsMenuProps {
  /** What the item is called, for the button's name: "More actions for <title>". */
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** The "⋯" button, for callers that hand focus back to it (after an edit in place). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The "⋯" menu on something the viewer posted: Edit and Delete. A Radix menu: arrow keys move,
 * Escape closes and focus goes back to the button.
 */
export function ItemActionsMenu({ itemName, onEdit, onDelete, className, triggerRef }: ItemActionsMenuProps) {
  const m = useMessages(componentsMessages);
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownTrigger;
  // Focus is on the button before a dialog opens, so the dialog hands it back there on close.
  const then = (action: () => void) => () => {
    trigger.current?.focus();
    action();
  };
  const item =
    'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 font-medium text-sm outline-none';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={m.moreActionsFor(itemName)}
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 data-[state=open]:bg-ink-100',
          className,
        )}
      >
        <Ellipsis aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* Above the header (z-40) and above a dialog (z-50): a comment's menu opens inside the blog reader. */}
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-[55] min-w-40 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-ink-200"
        >
          <DropdownMenu.Item
            onSelect={then(onEdit)}
            className={cn(item, 'text-ink-800 data-[highlighted]:bg-ink-100')}
          >
            <Pencil aria-hidden className="size-4" />
            {m.edit}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={then(onDelete)}
            className={cn(item, 'text-danger-700 data-[highlighted]:bg-danger-50')}
          >
            <Trash2 aria-hidden className="size-4" />
            {m.delete}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
