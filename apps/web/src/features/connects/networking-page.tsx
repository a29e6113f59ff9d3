import type { ConnectionDetail, Role } from '@ideaignite/contract';
import { CofounderInvitesPanel } from '../../components/cofounders/cofounder-invites-panel.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryLoadState } from '../../components/query-load-state.tsx';
import { useConnections } from '../../lib/api/get-connections.ts';
import { type Catalogue, useWords } from '../../lib/i18n/words.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConnectionTabs } from './components/connection-tabs.tsx';
import { useLiveIgnites } from './use-live-ignites.ts';
import type { en } from './words/en.ts';
import { connectsWords } from './words/index.ts';

const introOf = (m: Catalogue<typeof en>): Record<Role, string> => ({
  Investor: m.introInvestor,
  Hustler: m.introHustler,
  Cofounder: m.introCofounder,
  Jobseeker: m.introOther,
});

/**
 * /networking: Ignites received and sent, and accepted connections, with the tabs that fit the
 * role. A co-founder has no Ignites (issue 26): their page is their co-founder invites and
 * connections; a Hustler sees theirs under the Ignites once they have any.
 */
export function NetworkingPage() {
  const m = useWords(connectsWords);
  const role = useSession()?.role ?? 'Jobseeker';
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.title} robots="noindex" />
      <div className="mb-8 max-w-2xl">
        <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">{m.eyebrow}</p>
        <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{m.title}</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">{introOf(m)[role]}</p>
      </div>
      {role === 'Cofounder' ? <CofounderInvitesPanel /> : <IgniteConnections role={role} />}
    </div>
  );
}

/** Ignites and Ignite connections (a Hustler's co-founder invites after them). */
function IgniteConnections({ role }: { role: Role }) {
  const m = useWords(connectsWords);
  const session = useSession();
  const { data, isPending, isError, error, refetch } = useConnections();
  useLiveIgnites();
  const connected: ConnectionDetail[] = data
    ? [...data.received, ...data.sent].filter((item) => item.status === 'connected')
    : [];
  return (
    <>
      {isPending || isError ? (
        <QueryLoadState query={{ isPending, error, refetch }} loading={m.loading} />
      ) : (
        <ConnectionTabs
          role={role}
          me={session?.userId ?? ''}
          received={data.received}
          sent={data.sent}
          connected={connected}
        />
      )}
      {role === 'Hustler' ? (
        <div className="mt-12">
          <CofounderInvitesPanel hideWhenEmpty />
        </div>
      ) : null}
    </>
  );
}
