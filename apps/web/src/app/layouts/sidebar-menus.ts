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
import type { CreateKind } from '../../features/dashboard/components/create-content-dialogs.tsx';

export type UnreadKind = 'messages' | 'notifications';

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

// The targets are the spec's (section 2, Sidebars), odd spellings included: /profile, /Iprofile and
// /notifications are redirects (features/dashboard/routes.tsx), /dashboard opens the role's own.
const ownProfile = ['/Profile', '/Update_profile'] as const;
const notifications = link('Notifications', '/notifications', Bell, {
  badge: 'notifications',
  activeFor: ['/Notification'],
});
const messages = link('Messages', '/messages', MessageCircle, { badge: 'messages' });
const dashboard = link('Dashboard', '/dashboard', LayoutDashboard);
const networking = link('Networking', '/networking', Network);

/** Each role's sidebar, in the spec's order and words; Jobseeker's goes beyond the prototype. */
export const SIDEBAR_MENUS: Record<Role, readonly SidebarItem[]> = {
  Hustler: [
    {
      kind: 'group',
      label: 'Contents',
      icon: Library,
      children: [
        link('Videos', '/videos', Clapperboard),
        link('Blogs', '/blogs', Newspaper),
        link('Talks', '/talks', MessagesSquare),
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
    link('Explore Co-founder Profiles', '/Findcofounder', Handshake),
    link('Explore Investor Profiles', '/FindInvestor', HandCoins),
    link('Find Intern Profiles', '/FindJobseeker', BriefcaseBusiness),
    messages,
    link('Notifications', '/Notification', Bell, { badge: 'notifications' }),
    link('Profile', '/Profile', UserRound, { activeFor: ownProfile }),
  ],
  Cofounder: [
    dashboard,
    link('Manage Startups', '/FindHustler', Rocket),
    notifications,
    networking,
    link('Profile', '/profile', UserRound, { activeFor: ownProfile }),
  ],
  Investor: [
    dashboard,
    link('Explore Startups', '/FindHustler', Rocket),
    messages,
    networking,
    notifications,
    link('Profile', '/Iprofile', UserRound, { activeFor: ownProfile }),
  ],
  Jobseeker: [
    dashboard,
    link('Explore Startups', '/FindHustler', Rocket),
    messages,
    notifications,
    link('Profile', '/profile', UserRound, { activeFor: ownProfile }),
  ],
};
