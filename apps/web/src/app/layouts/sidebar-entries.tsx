import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { Link } from '../../components/link.tsx';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import type { UnreadKind } from '../../lib/query-keys.ts';
import { appWords } from '../words/index.ts';
import { type CreateKind, preloadCreateDialogs } from './create-content-dialogs.tsx';
import type { SidebarActionItem, SidebarGroupItem, SidebarLinkItem } from './sidebar-menus.ts';

export interface SidebarHandlers {
  /** Called after a link is followed (the phone drawer closes itself with it). */
  onNavigate?: () => void;
  onCreate: (kind: CreateKind) => void;
  /** Opens search (the desktop column's button; the phone bar has its own). */
  onSearch?: () => void;
  unread: Record<UnreadKind, number>;
}

const entryClass =
  'group flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium text-sm transition-colors focus-visible:outline-saffron-400';
const idleClass = 'text-brand-100 hover:bg-white/10 hover:text-white';
const activeClass = 'bg-white text-brand-900 shadow-sm hover:bg-white';

function useIsActive(item: SidebarLinkItem): boolean {
  const { pathname } = useLocation();
  return [item.to, ...(item.activeFor ?? [])].some((path) =>
    matchPath({ path, end: path === item.to && item.exact === true }, pathname),
  );
}

export function SidebarLink({ item, handlers }: { item: SidebarLinkItem; handlers: SidebarHandlers }) {
  const m = useWords(appWords);
  const active = useIsActive(item);
  const count = item.badge ? handlers.unread[item.badge] : 0;
  const shownCount = count > 99 ? '99+' : String(count);
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      onClick={handlers.onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={count > 0 ? m.unreadLabel(item.label, shownCount) : undefined}
      className={cn(entryClass, active ? activeClass : idleClass)}
    >
      <Icon
        aria-hidden
        className={cn(
          'size-5 shrink-0',
          active ? 'text-saffron-600' : 'text-brand-300 group-hover:text-white',
        )}
      />
      <span className="flex-1">{item.label}</span>
      {count > 0 ? (
        <span
          aria-hidden
          className="min-w-6 rounded-full bg-saffron-500 px-1.5 py-0.5 text-center font-semibold text-white text-xs tabular-nums"
        >
          {/* The leading space (trimmed on screen) makes the visible words "Messages 2", as in the name. */}{' '}
          {shownCount}
        </span>
      ) : null}
    </Link>
  );
}

function SidebarAction({ item, handlers }: { item: SidebarActionItem; handlers: SidebarHandlers }) {
  const Icon = item.icon;
  return (
    <button
      type="button"
      onClick={() => handlers.onCreate(item.create)}
      onPointerEnter={preloadCreateDialogs}
      onFocus={preloadCreateDialogs}
      className={cn(entryClass, idleClass)}
    >
      <Icon aria-hidden className="size-5 shrink-0 text-saffron-400" />
      <span className="flex-1">{item.label}</span>
    </button>
  );
}

function useHasActiveChild(item: SidebarGroupItem): boolean {
  const { pathname } = useLocation();
  return item.children.some(
    (child) => child.kind === 'link' && matchPath({ path: child.to, end: false }, pathname),
  );
}

/**
 * An expandable entry (Contents, Create Contents), open from the start when it holds the current
 * page: a disclosure button (aria-expanded) and the list it shows. Our own few lines rather than
 * Radix Collapsible, whose 14 modules every signed-in page's first view evaluated (issue 31).
 */
export function SidebarGroup({ item, handlers }: { item: SidebarGroupItem; handlers: SidebarHandlers }) {
  const hasActiveChild = useHasActiveChild(item);
  const [open, setOpen] = useState(hasActiveChild);
  const contentId = useId();
  const Icon = item.icon;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((current) => !current)}
        className={cn(entryClass, idleClass)}
      >
        <Icon aria-hidden className="size-5 shrink-0 text-brand-300 group-hover:text-white" />
        <span className="flex-1">{item.label}</span>
        <ChevronDown
          aria-hidden
          className={cn('size-4 shrink-0 text-brand-300 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={contentId} hidden={!open}>
        {open ? (
          <ul className="mt-1 ml-5 flex flex-col gap-1 border-white/15 border-l pl-3">
            {item.children.map((child) => (
              <li key={child.label}>
                {child.kind === 'link' ? (
                  <SidebarLink item={child} handlers={handlers} />
                ) : (
                  <SidebarAction item={child} handlers={handlers} />
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
