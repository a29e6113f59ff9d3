import type { AppNotification } from '@ideaignite/contract';
import {
  Bell,
  Flame,
  Handshake,
  Heart,
  type LucideIcon,
  MessageCircle,
  MessageSquareText,
  XCircle,
} from 'lucide-react';
import { messageUserPath, PATHS } from '../../app/paths.ts';

export interface NotificationKind {
  icon: LucideIcon;
  /** Classes for the round icon badge. */
  tone: string;
  /** Where the notification leads, when somewhere makes sense. */
  link: { to: string; label: string } | null;
}

/** The icon, colour and destination of each notification type. */
export function notificationKind(notification: AppNotification): NotificationKind {
  switch (notification.type) {
    case 'ignite':
      return {
        icon: Flame,
        tone: 'bg-saffron-500 text-white',
        link: { to: PATHS.networking, label: 'View connections' },
      };
    case 'ignite-accepted':
      return {
        icon: Handshake,
        tone: 'bg-green-100 text-leaf-600',
        link: { to: PATHS.networking, label: 'View connections' },
      };
    case 'ignite-declined':
      return {
        icon: XCircle,
        tone: 'bg-ink-100 text-ink-600',
        link: { to: PATHS.networking, label: 'View connections' },
      };
    case 'message':
      return {
        icon: MessageCircle,
        tone: 'bg-brand-100 text-brand-700',
        link: notification.actorId
          ? { to: messageUserPath(notification.actorId), label: 'Open chat' }
          : { to: PATHS.messages, label: 'Open messages' },
      };
    case 'like':
      return {
        icon: Heart,
        tone: 'bg-danger-50 text-danger-600',
        link: { to: PATHS.videos, label: 'See videos' },
      };
    case 'comment':
      return {
        icon: MessageSquareText,
        tone: 'bg-brand-50 text-brand-700',
        link: { to: PATHS.videos, label: 'See videos' },
      };
    default:
      return { icon: Bell, tone: 'bg-ink-100 text-ink-600', link: null };
  }
}
