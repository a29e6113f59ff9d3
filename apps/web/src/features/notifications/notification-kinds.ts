import { type AppNotification, type IgniteStatus, notificationPost } from '@ideaignite/contract';
import {
  BadgeCheck,
  Bell,
  Briefcase,
  Flame,
  Heart,
  HeartHandshake,
  type LucideIcon,
  MessageCircle,
  MessageSquareText,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import { STATUS_LOOK } from '../../components/connects/status-chip.tsx';
import type { Catalogue } from '../../lib/i18n/words.ts';
import { jobApplicantsPath, jobPath, messageUserPath, PATHS, postPath } from '../../lib/paths.ts';
import type { en } from './words/en.ts';

export interface NotificationKind {
  icon: LucideIcon;
  /** Classes for the round icon badge. */
  tone: string;
  /** Where the notification leads, when somewhere makes sense. */
  link: { to: string; label: string } | null;
}

/** An Ignite's news looks like the step it reports: the status chip's icon and colours. */
const stepKind = (status: IgniteStatus, link: NotificationKind['link']): NotificationKind => ({
  icon: STATUS_LOOK[status].icon,
  tone: STATUS_LOOK[status].colours,
  link,
});

/** A startup's job notice leads to the posting's applicants (its postings when it names none). */
const applicantsLink = (
  notification: AppNotification,
  m: Catalogue<typeof en>,
): NotificationKind['link'] => ({
  to: notification.entityId ? jobApplicantsPath(notification.entityId) : PATHS.myJobs,
  label: m.openApplicants,
});

type PostKind = 'video' | 'blog' | 'talk';

/** A post's own page, worded by its kind. */
const openPost = (m: Catalogue<typeof en>) => ({ video: m.openVideo, blog: m.openBlog, talk: m.openTalk });

/** Each kind's list, for a notice that names no post. */
const postList = (m: Catalogue<typeof en>) => ({
  video: { to: PATHS.videos, label: m.seeVideos },
  blog: { to: PATHS.blogs, label: m.seeBlogs },
  talk: { to: PATHS.talks, label: m.seeTalks },
});

/**
 * A notice about a video, blog or talk (a like, a comment, a connection's new post) opens the post
 * at its own address (issue 26); one naming no post (older comment notices) its kind's list.
 */
function postLink(
  notification: AppNotification,
  m: Catalogue<typeof en>,
  fallback: PostKind,
): NotificationKind['link'] {
  const post = notificationPost(notification);
  if (post) return { to: postPath(post.kind, post.id), label: openPost(m)[post.kind] };
  const kind = notification.params ? (POST_KIND_OF_KEY[notification.params.key] ?? fallback) : fallback;
  return postList(m)[kind];
}

/** Which list a post notice without a post leads to, by its text. */
const POST_KIND_OF_KEY: Partial<Record<string, PostKind>> = {
  commentOnBlog: 'blog',
  commentOnTalk: 'talk',
  connectionPostBlog: 'blog',
  connectionPostTalk: 'talk',
  likeBlog: 'blog',
  likeTalk: 'talk',
};

/** The icon, colour and destination of each notification type, its link worded by `m`. */
export function notificationKind(notification: AppNotification, m: Catalogue<typeof en>): NotificationKind {
  const pipeline = { to: PATHS.pipeline, label: m.openPipeline };
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
      return stepKind(
        'connected',
        notification.actorId
          ? { to: messageUserPath(notification.actorId), label: m.openChat }
          : { to: PATHS.ignites, label: m.openInbox },
      );
    // A Hustler's: where their Ignite went, on the pipeline.
    case 'ignite-viewed':
      return stepKind('viewed', pipeline);
    case 'ignite-meeting':
      return stepKind('meeting', pipeline);
    case 'ignite-passed':
    case 'ignite-declined':
      return stepKind('passed', pipeline);
    case 'ignite-accepted':
      return stepKind('connected', { to: PATHS.networking, label: m.viewConnections });
    // Issue 26: a co-founder invite waits on Networking; an accepted one opens the chat.
    case 'cofounder-invite':
      return {
        icon: HeartHandshake,
        tone: 'bg-saffron-500 text-white',
        link: { to: PATHS.networking, label: m.answerInvite },
      };
    case 'cofounder-accepted':
      return {
        icon: HeartHandshake,
        tone: 'bg-leaf-600 text-white',
        link: notification.actorId
          ? { to: messageUserPath(notification.actorId), label: m.openChat }
          : { to: PATHS.networking, label: m.viewConnections },
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
      return { icon: Heart, tone: 'bg-danger-50 text-danger-600', link: postLink(notification, m, 'video') };
    case 'comment':
      return {
        icon: MessageSquareText,
        tone: 'bg-brand-50 text-brand-700',
        link: postLink(notification, m, 'video'),
      };
    // A connection posted a video, blog or talk: the params say which.
    case 'connection-post':
      return {
        icon: Sparkles,
        tone: 'bg-saffron-50 text-saffron-700',
        link: postLink(notification, m, 'video'),
      };
    // Safe messaging (issue 15): a stranger's first message waits among the requests.
    case 'message-request':
      return {
        icon: MessageCircle,
        tone: 'bg-saffron-50 text-saffron-700',
        link: { to: `${PATHS.messages}?folder=requests`, label: m.openRequests },
      };
    // Jobs (issue 25). A startup's notice names the posting (entityId): it opens its applicants;
    // an applicant's names the application: it opens My applications.
    case 'job-application':
      return {
        icon: Briefcase,
        tone: 'bg-brand-100 text-brand-700',
        link: applicantsLink(notification, m),
      };
    case 'application-update': {
      // To the applicant (a startup's move, or no response): My applications. To the startup
      // (withdrawn, or closed unanswered): the posting's applicants.
      const toStartup =
        notification.params?.key === 'applicationWithdrawn' ||
        notification.params?.key === 'applicationClosed';
      return {
        icon: Briefcase,
        tone: toStartup ? 'bg-ink-100 text-ink-700' : 'bg-leaf-600 text-white',
        link: toStartup
          ? applicantsLink(notification, m)
          : { to: PATHS.myApplications, label: m.openApplications },
      };
    }
    // A moderator opened the poster's posting held for asking money: it leads to the posting.
    case 'job-approved':
      return {
        icon: BadgeCheck,
        tone: 'bg-leaf-600 text-white',
        link: notification.entityId
          ? { to: jobPath(notification.entityId), label: m.openPosting }
          : { to: PATHS.myJobs, label: m.openPosting },
      };
    case 'content-hidden':
      return { icon: TriangleAlert, tone: 'bg-danger-50 text-danger-700', link: null };
    default:
      return { icon: Bell, tone: 'bg-ink-100 text-ink-600', link: null };
  }
}
