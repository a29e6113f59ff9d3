import type { Role } from '@ideaignite/contract';
import {
  Bell,
  BriefcaseBusiness,
  Clapperboard,
  HandCoins,
  Handshake,
  LayoutDashboard,
  Library,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Network,
  Newspaper,
  PenLine,
  Rocket,
  SquarePlus,
  UserRound,
  Video,
} from 'lucide-react';
import type { UnreadKind } from '../../lib/query-keys.ts';
import { PATHS } from '../paths.ts';
import type { CreateKind } from './create-content-dialogs.tsx';

export interface SidebarLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other pages that belong to this entry (a redirect target, an edit screen): highlighted too. */
  activeFor?: readonly string[];
  badge?: UnreadKind;
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

// The targets are the spec's (section 2, Sidebars), odd spellings included: /profile is /Profile
// (paths match case-insensitively), /Iprofile and /notifications redirect (the profiles' and the
// notifications' routes.tsx), /dashboard opens the role's own.
const ownProfile = [PATHS.profile, PATHS.updateProfile] as const;
const notifications = link('Notifications', PATHS.notificationsPlural, Bell, {
  badge: 'notifications',
  activeFor: [PATHS.notifications],
});
const messages = link('Messages', PATHS.messages, MessageCircle, { badge: 'messages' });
const dashboard = link('Dashboard', PATHS.dashboard, LayoutDashboard);
const networking = link('Networking', PATHS.networking, Network);

/** Each role's sidebar, in the spec's order and words; Jobseeker's goes beyond the prototype. */
export const SIDEBAR_MENUS: Record<Role, readonly SidebarItem[]> = {
  Hustler: [
    {
      kind: 'group',
      label: 'Contents',
      icon: Library,
      children: [
        link('Videos', PATHS.videos, Clapperboard),
        link('Blogs', PATHS.blogs, Newspaper),
        link('Talks', PATHS.talks, MessagesSquare),
      ],
    },
    {
      kind: 'group',
      label: 'Create Contents',
      icon: SquarePlus,
      children: [
        { kind: 'action', label: 'Create Videos', icon: Video, create: 'video' },
        { kind: 'action', label: 'Create Blogs', icon: PenLine, create: 'blog' },
      ],
    },
    link('Explore Co-founder Profiles', PATHS.findCofounder, Handshake),
    link('Explore Investor Profiles', PATHS.findInvestor, HandCoins),
    link('Find Intern Profiles', PATHS.findJobseeker, BriefcaseBusiness),
    messages,
    link('Notifications', PATHS.notifications, Bell, { badge: 'notifications' }),
    link('Profile', PATHS.profile, UserRound, { activeFor: ownProfile }),
  ],
  Cofounder: [
    dashboard,
    link('Manage Startups', PATHS.findHustler, Rocket),
    notifications,
    networking,
    link('Profile', PATHS.profileLowerCase, UserRound, { activeFor: ownProfile }),
  ],
  Investor: [
    dashboard,
    link('Explore Startups', PATHS.findHustler, Rocket),
    messages,
    networking,
    notifications,
    link('Profile', PATHS.investorProfile, UserRound, { activeFor: ownProfile }),
  ],
  Jobseeker: [
    dashboard,
    link('Explore Startups', PATHS.findHustler, Rocket),
    messages,
    notifications,
    link('Profile', PATHS.profileLowerCase, UserRound, { activeFor: ownProfile }),
  ],
};
