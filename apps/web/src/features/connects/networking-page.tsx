import { API_ERRORS, type ConnectionDetail, type Role } from '@ideaignite/contract';
import { LoaderCircle } from 'lucide-react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useConnections } from '../../lib/api/get-connections.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { type Catalogue, useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConnectionTabs } from './components/connection-tabs.tsx';
import type { en } from './messages/en.ts';
import { connectsMessages } from './messages/index.ts';
import { useLiveIgnites } from './use-live-ignites.ts';

const introOf = (m: Catalogue<typeof en>): Record<Role, string> => ({
  Investor: m.introInvestor,
  Hustler: m.introHustler,
  Cofounder: m.introOther,
  Jobseeker: m.introOther,
});

/** /networking: Ignites received and sent, and accepted connections, with the tabs that fit the role. */
export function NetworkingPage() {
  const m = useMessages(connectsMessages);
  const t = useContractText();
  const session = useSession();
  const role = session?.role ?? 'Jobseeker';
  const { data, isPending, isError, error, refetch } = useConnections();
  useLiveIgnites();
  const connected: ConnectionDetail[] = data
    ? [...data.received, ...data.sent].filter((item) => item.status === 'connected')
    : [];

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.title} robots="noindex" />
      <div className="mb-8 max-w-2xl">
        <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">{m.eyebrow}</p>
        <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{m.title}</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">{introOf(m)[role]}</p>
      </div>
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-500">
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {m.loading}
        </p>
      ) : isError ? (
        <div className="space-y-3">
          <Alert tone="error">{t(errorMessage(error, API_ERRORS.internal, { ownWords: true }))}</Alert>
          <Button variant="secondary" onClick={() => refetch()}>
            {m.tryAgain}
          </Button>
        </div>
      ) : (
        <ConnectionTabs
          role={role}
          me={session?.userId ?? ''}
          received={data.received}
          sent={data.sent}
          connected={connected}
        />
      )}
    </div>
  );
}
