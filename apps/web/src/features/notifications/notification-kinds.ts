import type { AppNotification } from '@ideaignite/contract';
import {
  Bell,
  CalendarCheck,
  Eye,
  Flame,
  Handshake,
  Heart,
  type LucideIcon,
  MessageCircle,
  MessageSquareText,
  Sparkles,
  XCircle,
} from 'lucide-react';
import { messageUserPath, PATHS } from '../../app/paths.ts';
import type { Catalogue } from '../../lib/i18n/messages.ts';
import type { en } from './messages/en.ts';

export interface NotificationKind {
  icon: LucideIcon;
  /** Classes for the round icon badge. */
  tone: string;
  /** Where the notification leads, when somewhere makes sense. */
  link: { to: string; label: string } | null;
}

/** The icon, colour and destination of each notification type, its link worded by `m`. */
export function notificationKind(notification: AppNotification, m: Catalogue<typeof en>): NotificationKind {
  switch (notification.type) {
    // An investor's: a new Ignite opens in the inbox; a Hustler took the meeting.
    case 'ignite':
      return {
        icon: Flame,
        tone: 'bg-saffron-500 text-white',
        link: {
          to: notification.entityId
            ? `${PATHS.ignites}?open=${encodeURIComponent(notification.entityId)}`
            : PATHS.ignites,
          label: m.openInbox,
        },
      };
    case 'ignite-connected':
      return {
        icon: Handshake,
        tone: 'bg-green-100 text-leaf-600',
        link: notification.actorId
          ? { to: messageUserPath(notification.actorId), label: m.openChat }
          : { to: PATHS.ignites, label: m.openInbox },
      };
    // A Hustler's: where their Ignite went, on the pipeline.
    case 'ignite-viewed':
      return {
        icon: Eye,
        tone: 'bg-brand-50 text-brand-700',
        link: { to: PATHS.pipeline, label: m.openPipeline },
      };
    case 'ignite-meeting':
      return {
        icon: CalendarCheck,
        tone: 'bg-brand-600 text-white',
        link: { to: PATHS.pipeline, label: m.openPipeline },
      };
    case 'ignite-passed':
    case 'ignite-declined':
      return {
        icon: XCircle,
        tone: 'bg-ink-100 text-ink-600',
        link: { to: PATHS.pipeline, label: m.openPipeline },
      };
    case 'ignite-accepted':
      return {
        icon: Handshake,
        tone: 'bg-green-100 text-leaf-600',
        link: { to: PATHS.networking, label: m.viewConnections },
      };
    case 'message':
      return {
        icon: MessageCircle,
        tone: 'bg-brand-100 text-brand-700',
        link: notification.actorId
          ? { to: messageUserPath(notification.actorId), label: m.openChat }
          : { to: PATHS.messages, label: m.openMessages },
      };
    case 'like':
      return {
        icon: Heart,
        tone: 'bg-danger-50 text-danger-600',
        link: { to: PATHS.videos, label: m.seeVideos },
      };
    case 'comment':
      return {
        icon: MessageSquareText,
        tone: 'bg-brand-50 text-brand-700',
        link: { to: PATHS.videos, label: m.seeVideos },
      };
    case 'connection-post': {
      // A connection posted a video, blog or talk: the params say which.
      const key = notification.params?.key;
      return {
        icon: Sparkles,
        tone: 'bg-saffron-50 text-saffron-700',
        link:
          key === 'connectionPostBlog'
            ? { to: PATHS.blogs, label: m.seeBlogs }
            : key === 'connectionPostTalk'
              ? { to: PATHS.talks, label: m.seeTalks }
              : { to: PATHS.videos, label: m.seeVideos },
      };
    }
    default:
      return { icon: Bell, tone: 'bg-ink-100 text-ink-600', link: null };
  }
}
