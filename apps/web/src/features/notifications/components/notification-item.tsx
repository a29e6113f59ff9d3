import type { AppNotification, ConnectionDetail } from '@ideaignite/contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { IgniteMoves } from '../../../components/connects/ignite-moves.tsx';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { notificationKind } from '../notification-kinds.ts';
import { useNotificationWords } from '../notification-words.ts';
import { notificationsWords } from '../words/index.ts';

interface NotificationItemProps {
  notification: AppNotification;
  /** For a Hustler's `ignite-meeting`: the Ignite it is about, to accept the meeting right here. */
  connection?: ConnectionDetail;
  actorName: string;
}

/** One notification: its icon, words and time; unread ones stand out with 'New'; Ignites in saffron. */
export function NotificationItem({ notification, connection, actorName }: NotificationItemProps) {
  const m = useWords(notificationsWords);
  const words = useNotificationWords();
  const markRead = useMarkNotificationRead();
  const { icon: Icon, tone, link } = notificationKind(notification, m);
  const unread = !notification.isRead;
  // Each Ignite's news stands out in saffron; a new Ignite most of all.
  const ignite = notification.type === 'ignite';
  const readIt = () => {
    if (unread && !markRead.isPending) markRead.mutate(notification._id);
  };
  // 'Mark as read' goes away once it has worked: keep keyboard focus on this notification.
  const item = useRef<HTMLLIElement>(null);
  const markedFromButton = useRef(false);
  useEffect(() => {
    if (unread || !markedFromButton.current) return;
    markedFromButton.current = false;
    item.current?.focus();
  }, [unread]);

  return (
    <li
      ref={item}
      tabIndex={-1}
      data-type={notification.type}
      className={cn(
        'relative flex gap-4 rounded-card p-4 ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 sm:p-5',
        ignite
          ? 'bg-saffron-50 ring-saffron-200'
          : unread
            ? 'bg-brand-50/60 ring-brand-100'
            : 'bg-white ring-ink-100',
        ignite && 'border-saffron-500 border-l-4',
        unread ? 'shadow-card' : 'shadow-sm',
      )}
    >
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {unread ? (
            <span className="rounded-full bg-saffron-500 px-2 py-0.5 font-bold text-[0.6875rem] text-white uppercase tracking-wide">
              {m.new}
            </span>
          ) : null}
          <RelativeTime iso={notification.createdAt} className="text-ink-500 text-xs" />
        </div>
        <p className={cn('text-ink-800 leading-relaxed', unread && 'font-medium text-ink-900')}>
          {words(notification)}
        </p>
        {connection ? <IgniteMoves connection={connection} side="hustler" who={actorName} /> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {link ? (
            <Link
              to={link.to}
              onClick={readIt}
              className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              {link.label}
            </Link>
          ) : null}
          {unread ? (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 h-8"
              onClick={() => {
                markedFromButton.current = true;
                readIt();
              }}
              busy={markRead.isPending}
            >
              {m.markRead}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
