import { Ban, Bell, BellOff, Ellipsis, Flag } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { messagesMessages } from '../messages/index.ts';

interface ConversationMenuProps {
  name: string;
  muted: boolean;
  onMute: (muted: boolean) => void;
  onBlock: () => void;
  onReport: () => void;
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The conversation's "⋯": Mute or Unmute, Block, Report. The menu button pattern of
 * components/item-actions-menu.tsx (decision 021), which offers only Edit and Delete: Enter,
 * Space or ↓ open it on the first item, ↑ on the last; arrows, Home and End move; Escape and Tab
 * close it and focus returns to the button; a press outside closes it.
 */
export function ConversationMenu({ name, muted, onMute, onBlock, onReport }: ConversationMenuProps) {
  const m = useMessages(messagesMessages);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const list = itemsOf(menuRef.current);
    (open === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const pressOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressOutside, true);
    return () => document.removeEventListener('pointerdown', pressOutside, true);
  }, [open]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = itemsOf(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  // Focus is back on the button before a dialog opens, so the dialog hands it back there.
  const choose = (action: () => void) => () => {
    close(true);
    action();
  };

  const item =
    'flex w-full cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-left font-medium text-sm outline-none';
  const MuteIcon = muted ? Bell : BellOff;
  return (
    <div className="relative shrink-0">
      <button
        ref={trigger}
        type="button"
        aria-label={m.moreActions(name)}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onTriggerKey}
        className="inline-flex size-10 items-center justify-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 data-[state=open]:bg-ink-100"
      >
        <Ellipsis aria-hidden className="size-5" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={m.moreActions(name)}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-30 mt-1 min-w-44 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-ink-200"
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={choose(() => onMute(!muted))}
            className={cn(item, 'text-ink-800 hover:bg-ink-100 focus:bg-ink-100')}
          >
            <MuteIcon aria-hidden className="size-4" />
            {muted ? m.unmute : m.mute}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={choose(onReport)}
            className={cn(item, 'text-ink-800 hover:bg-ink-100 focus:bg-ink-100')}
          >
            <Flag aria-hidden className="size-4" />
            {m.report}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={choose(onBlock)}
            className={cn(item, 'text-danger-700 hover:bg-danger-50 focus:bg-danger-50')}
          >
            <Ban aria-hidden className="size-4" />
            {m.block}
          </button>
        </div>
      ) : null}
    </div>
  );
}
