import type { Role } from '@ideaignite/contract';
import {
  Bell,
  Bookmark,
  BriefcaseBusiness,
  Clapperboard,
  ClipboardList,
  FilePlus2,
  Flame,
  FolderKanban,
  HandCoins,
  Handshake,
  HeartHandshake,
  Inbox,
  LayoutDashboard,
  Library,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Network,
  Newspaper,
  PenLine,
  Rocket,
  Search,
  ShieldAlert,
  SquarePlus,
  UserRound,
  Video,
} from 'lucide-react';
import { wordsOf } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import type { UnreadKind } from '../../lib/query-keys.ts';
import { appWords } from '../words/index.ts';
import type { CreateKind } from './create-content-dialogs.tsx';

export interface SidebarLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other pages that belong to this entry (a redirect target, an edit screen): highlighted too. */
  activeFor?: readonly string[];
  badge?: UnreadKind;
  /** Highlighted on its own path only (/jobs, not /jobs/saved, which has its own entry). */
  exact?: boolean;
}

export interface SidebarActionItem {
  kind: 'action';
  label: string;
  icon: LucideIcon;
  create: CreateKind;
}

export interface SidebarGroupItem {
  kind: 'group';
  label: string;
  icon: LucideIcon;
  children: ReadonlyArray<SidebarLinkItem | SidebarActionItem>;
}

export type SidebarItem = SidebarLinkItem | SidebarGroupItem;

const link = (label: string, to: string, icon: LucideIcon, extra: Partial<SidebarLinkItem> = {}) =>
  ({ kind: 'link', label, to, icon, ...extra }) as const satisfies SidebarLinkItem;

/**
 * Each role's sidebar, in the spec's order and words (in the interface language: call it during
 * render); Jobseeker's goes beyond the prototype. The targets are the spec's (section 2,
 * Sidebars), odd spellings included: /profile is /Profile (paths match case-insensitively),
 * /Iprofile and /notifications redirect (the profiles' and the notifications' routes.tsx),
 * /dashboard opens the role's own.
 */
function sidebarMenus(): Record<Role, readonly SidebarItem[]> {
  const m = wordsOf(appWords);
  const ownProfile = [PATHS.profile, PATHS.updateProfile] as const;
  const notifications = link(m.menuNotifications, PATHS.notificationsPlural, Bell, {
    badge: 'notifications',
    activeFor: [PATHS.notifications],
  });
  const messages = link(m.menuMessages, PATHS.messages, MessageCircle, { badge: 'messages' });
  const dashboard = link(m.menuDashboard, PATHS.dashboard, LayoutDashboard);
  const networking = link(m.menuNetworking, PATHS.networking, Network);
  const jobs = link(m.menuJobs, PATHS.jobs, Search, { exact: true });

  return {
    Hustler: [
      {
        kind: 'group',
        label: m.menuContents,
        icon: Library,
        children: [
          link(m.menuVideos, PATHS.videos, Clapperboard),
          link(m.menuBlogs, PATHS.blogs, Newspaper),
          link(m.menuTalks, PATHS.talks, MessagesSquare),
        ],
      },
      {
        kind: 'group',
        label: m.menuCreateContents,
        icon: SquarePlus,
        children: [
          { kind: 'action', label: m.menuCreateVideos, icon: Video, create: 'video' },
          { kind: 'action', label: m.menuCreateBlogs, icon: PenLine, create: 'blog' },
        ],
      },
      link(m.menuCofounders, PATHS.findCofounder, Handshake),
      link(m.menuCofounderMatches, PATHS.cofounderMatches, HeartHandshake),
      link(m.menuInvestors, PATHS.findInvestor, HandCoins),
      link(m.menuPipeline, PATHS.pipeline, Flame),
      link(m.menuInterns, PATHS.findJobseeker, BriefcaseBusiness),
      {
        kind: 'group',
        label: m.menuJobs,
        icon: Search,
        children: [
          link(m.menuJobBoard, PATHS.jobs, Search, { exact: true }),
          link(m.menuPostJob, PATHS.newJob, FilePlus2),
          link(m.menuMyPostings, PATHS.myJobs, FolderKanban),
        ],
      },
      messages,
      link(m.menuNotifications, PATHS.notifications, Bell, { badge: 'notifications' }),
      link(m.menuProfile, PATHS.profile, UserRound, { activeFor: ownProfile }),
    ],
    // Issue 26: the entry is named as the page it opens (the spec's "Manage Startups" opened
    // "Explore Startups"), and co-founders have Messages as every other role does.
    Cofounder: [
      dashboard,
      link(m.menuMatches, PATHS.cofounderMatches, HeartHandshake),
      link(m.menuExploreStartups, PATHS.findHustler, Rocket),
      jobs,
      messages,
      notifications,
      networking,
      link(m.menuProfile, PATHS.profileLowerCase, UserRound, { activeFor: ownProfile }),
    ],
    Investor: [
      dashboard,
      link(m.menuExploreStartups, PATHS.findHustler, Rocket),
      jobs,
      link(m.menuIgniteInbox, PATHS.ignites, Inbox),
      messages,
      networking,
      notifications,
      link(m.menuProfile, PATHS.investorProfile, UserRound, { activeFor: ownProfile }),
    ],
    Jobseeker: [
      dashboard,
      jobs,
      link(m.menuMyApplications, PATHS.myApplications, ClipboardList),
      link(m.menuSavedJobs, PATHS.savedJobs, Bookmark),
      link(m.menuFindStartups, PATHS.findHustler, Rocket),
      messages,
      notifications,
      link(m.menuProfile, PATHS.profileLowerCase, UserRound, { activeFor: ownProfile }),
    ],
  };
}

/**
 * The sidebar of `role` (none before the role is known), in the interface language: call it during
 * render. A moderator's ends with Moderation (the report queue).
 */
export function sidebarMenu(role: Role | null | undefined, isAdmin = false): readonly SidebarItem[] {
  if (!role) return [];
  const items = sidebarMenus()[role];
  return isAdmin
    ? [...items, link(wordsOf(appWords).menuModeration, PATHS.adminReports, ShieldAlert)]
    : items;
}
