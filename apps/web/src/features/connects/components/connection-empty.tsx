import { Flame, Handshake, Inbox } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { type Catalogue, useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import type { en } from '../words/en.ts';
import { connectsWords } from '../words/index.ts';

export type EmptyKind = 'received' | 'sent' | 'connected-hustler' | 'connected-investor' | 'connected-other';

/** What each empty tab says, and where it sends you, in the words of `m`. */
const emptyOf = (m: Catalogue<typeof en>) =>
  ({
    received: {
      icon: Inbox,
      text: m.emptyReceived,
      link: { to: PATHS.findHustler, label: m.exploreStartups },
    },
    sent: {
      icon: Flame,
      text: m.emptySent,
      link: { to: PATHS.findInvestor, label: m.exploreInvestors },
    },
    'connected-hustler': {
      icon: Handshake,
      text: m.emptyConnectedHustler,
      link: { to: PATHS.findInvestor, label: m.exploreInvestors },
    },
    'connected-investor': {
      icon: Handshake,
      text: m.emptyConnectedInvestor,
      link: { to: PATHS.findHustler, label: m.exploreStartups },
    },
    'connected-other': {
      icon: Handshake,
      text: m.emptyConnected,
      link: { to: PATHS.findHustler, label: m.exploreStartups },
    },
  }) as const;

/** A tab with nothing in it: what would appear here and where to go to make it happen. */
export function ConnectionEmpty({ kind }: { kind: EmptyKind }) {
  const m = useWords(connectsWords);
  const { icon, text, link } = emptyOf(m)[kind];
  return (
    <EmptyState icon={icon} text={text}>
      <ButtonLink to={link.to} variant="secondary">
        {link.label}
      </ButtonLink>
    </EmptyState>
  );
}
