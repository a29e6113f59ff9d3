import { Ellipsis, type LucideIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn.ts';

export interface ActionsMenuItem {
  /** The item's words, from the caller's catalogue. */
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
  /** Red, for what removes or cuts off (Delete, Block). */
  tone?: 'danger';
}

interface ActionsMenuProps {
  /** The accessible name of the "⋯" button and of its menu: "More actions for <title>". */
  label: string;
  /** The items in order; the first is focused when the menu opens with Enter, Space or ↓. */
  items: readonly ActionsMenuItem[];
  /** Added to the button's classes (its margins, a size-* for another size). */
  className?: string;
  /** The "⋯" button, for callers that hand focus back to it (after an edit in place). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** A sign of interest in the button (the pointer over it, focus on it): fetch ahead what its items open. */
  onInterest?: () => void;
}

const GAP = 4;
const EDGE = 8;

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/** Where the open menu sits: under the button, its right edge on the button's, above it if there is no room below. */
function place(trigger: HTMLElement, menu: HTMLElement) {
  const button = trigger.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  const below = button.bottom + GAP;
  const top = below + height > window.innerHeight - EDGE ? Math.max(EDGE, button.top - GAP - height) : below;
  const left = Math.min(Math.max(EDGE, button.right - width), window.innerWidth - width - EDGE);
  menu.style.top = `${top}px`;
  menu.style.left = `${left}px`;
}

const ITEM =
  'flex w-full cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-left font-medium text-sm outline-none';
const TONE = {
  plain: 'text-ink-800 hover:bg-ink-100 focus:bg-ink-100',
  danger: 'text-danger-700 hover:bg-danger-50 focus:bg-danger-50',
};

/**
 * A "⋯" menu of a few actions, as the WAI-ARIA menu button pattern (decision 021: our own ~100
 * lines instead of Radix DropdownMenu and floating-ui, 16 KB of every owner's dashboard). Enter,
 * Space or ↓ open it on the first item, ↑ on the last; arrows, Home and End move; Escape and Tab
 * close it and focus goes back to the button; a press outside closes it; a scroll or a resize
 * moves it with its button.
 * Inside a dialog it opens within the dialog, so the dialog's focus trap and outside-press rule hold.
 * Used by ItemActionsMenu (Edit, Delete), ReportMenu (Report, on other people's posts and comments)
 * and the conversation's menu (Mute, Report, Block).
 */
export function ActionsMenu({ label, items, className, triggerRef, onInterest }: ActionsMenuProps) {
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownTrigger;
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  /** Closed, or open with the item to focus first. */
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);

  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false);
      if (refocus) trigger.current?.focus();
    },
    [trigger],
  );

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu || !trigger.current) return;
    place(trigger.current, menu);
    const list = itemsOf(menu);
    (open === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open, trigger]);

  useEffect(() => {
    if (!open) return;
    const pressOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // The menu follows its button when the page (or a dialog) scrolls or the window resizes: a
    // phone scrolls a low menu into view, and closing it then would lose the press.
    const follow = () => {
      if (trigger.current && menuRef.current) place(trigger.current, menuRef.current);
    };
    // Escape closes only the menu: caught on the window before a Radix dialog around it hears it
    // on the document (its Escape would close the dialog too: a blog's menu in the reader).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('pointerdown', pressOutside, true);
    window.addEventListener('keydown', closeOnEscape, true);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', pressOutside, true);
      window.removeEventListener('keydown', closeOnEscape, true);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, close, trigger]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = itemsOf(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const next = move[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  // Focus is on the button before a dialog opens, so the dialog hands it back there on close.
  const choose = (action: () => void) => () => {
    close(true);
    action();
  };

  // Only read when open: a closed menu renders on the server too (the dashboard, decision 012).
  const host = () => trigger.current?.closest<HTMLElement>('[role="dialog"]') ?? document.body;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onTriggerKey}
        onPointerEnter={onInterest}
        onFocus={onInterest}
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 data-[state=open]:bg-ink-100',
          className,
        )}
      >
        <Ellipsis aria-hidden className="size-5" />
      </button>
      {open
        ? createPortal(
            // Above the header (z-40) and above a dialog (z-50): a comment's menu opens inside the blog reader.
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={label}
              onKeyDown={onMenuKey}
              className="fixed z-[55] min-w-40 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-ink-200"
            >
              {items.map(({ label: itemLabel, icon: Icon, onSelect, tone }) => (
                <button
                  key={itemLabel}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={choose(onSelect)}
                  className={cn(ITEM, TONE[tone ?? 'plain'])}
                >
                  {Icon ? <Icon aria-hidden className="size-4" /> : null}
                  {itemLabel}
                </button>
              ))}
            </div>,
            host(),
          )
        : null}
    </>
  );
}
