import { Flame, Handshake, Inbox } from 'lucide-react';
import { PATHS } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

export type EmptyKind = 'received' | 'sent' | 'connected-hustler' | 'connected-investor' | 'connected-other';

const EMPTY = {
  received: {
    icon: Inbox,
    text: 'No Ignites yet. When a Hustler ignites you about their startup, it lands here.',
    link: { to: PATHS.findHustler, label: 'Explore startups' },
  },
  sent: {
    icon: Flame,
    text: 'You have not ignited an investor yet. Found one who shares your vision? Ignite a connection.',
    link: { to: PATHS.findInvestor, label: 'Explore investors' },
  },
  'connected-hustler': {
    icon: Handshake,
    text: 'No connections yet. When an investor accepts your Ignite, you can message them from here.',
    link: { to: PATHS.findInvestor, label: 'Explore investors' },
  },
  'connected-investor': {
    icon: Handshake,
    text: 'No connections yet. Accept an Ignite to start talking with its founder.',
    link: { to: PATHS.findHustler, label: 'Explore startups' },
  },
  'connected-other': {
    icon: Handshake,
    text: 'No connections yet.',
    link: { to: PATHS.findHustler, label: 'Explore startups' },
  },
} as const;

/** A tab with nothing in it: what would appear here and where to go to make it happen. */
export function ConnectionEmpty({ kind }: { kind: EmptyKind }) {
  const { icon, text, link } = EMPTY[kind];
  return (
    <EmptyState icon={icon} text={text}>
      <ButtonLink to={link.to} variant="secondary">
        {link.label}
      </ButtonLink>
    </EmptyState>
  );
}
