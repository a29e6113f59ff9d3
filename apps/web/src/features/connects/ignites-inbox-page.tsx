import { IGNITE_STATUSES, type IgniteStatus } from '@ideaignite/contract';
import { Inbox } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { statusLabels } from '../../components/connects/status-chip.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ForOtherRoles } from '../../components/for-other-roles.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryLoadState } from '../../components/query-load-state.tsx';
import { componentsWords } from '../../components/words/index.ts';
import { useConnections } from '../../lib/api/get-connections.ts';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { formatCount } from '../../lib/numbers.ts';
import { dashboardPath, PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { IgniteFigures } from './components/ignite-figures.tsx';
import { InboxCard } from './components/inbox-card.tsx';
import { InboxDialog } from './components/inbox-dialog.tsx';
import { useLiveIgnites } from './use-live-ignites.ts';
import { connectsWords } from './words/index.ts';

type Filter = 'all' | IgniteStatus;
const isStatus = (value: string | null): value is IgniteStatus =>
  (IGNITE_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /ignites, an investor's inbox. Anyone else is told whom it is for and led to their own
 * dashboard (a Hustler to their pipeline first), not asked to mark themselves open to pitches.
 */
export function IgnitesInboxPage() {
  const m = useWords(connectsWords);
  const role = useSession()?.role;
  if (role === 'Investor') return <InvestorInbox />;
  const dashboard = { to: dashboardPath(role), label: m.toDashboard };
  return role === 'Hustler' ? (
    <ForOtherRoles
      title={m.inboxTitle}
      text={m.inboxForHustler}
      links={[{ to: PATHS.pipeline, label: m.openPipeline }, dashboard]}
    />
  ) : (
    <ForOtherRoles title={m.inboxTitle} text={m.inboxForOthers} links={[dashboard]} />
  );
}

/**
 * An investor's inbox: their figures, the Ignites received newest first, filtered by step (kept
 * in the URL: ?status=new), live. Opening one shows it whole (?open=<id>).
 */
function InvestorInbox() {
  const m = useWords(connectsWords);
  const words = statusLabels(useWords(componentsWords));
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, error, refetch } = useConnections();
  useLiveIgnites();
  const filters = useRef<HTMLFieldSetElement>(null);

  const status = params.get('status');
  const filter: Filter = isStatus(status) ? status : 'all';
  const received = data?.received ?? [];
  const shown = filter === 'all' ? received : received.filter((item) => item.status === filter);
  const openId = params.get('open');
  const opened = received.find((item) => item._id === openId) ?? null;
  const change = (key: 'status' | 'open', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'status' },
    );
  const countOf = (value: Filter) =>
    value === 'all' ? received.length : received.filter((item) => item.status === value).length;

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.inboxTitle} robots="noindex" />
      <div className="mb-8 max-w-2xl">
        <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">{m.inboxEyebrow}</p>
        <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{m.inboxTitle}</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">{m.inboxIntro}</p>
      </div>
      <IgniteFigures side="investor" />
      {isPending || isError ? (
        <QueryLoadState query={{ isPending, error, refetch }} loading={m.loadingInbox} />
      ) : received.length === 0 ? (
        <EmptyState icon={Inbox} text={m.emptyInbox}>
          <ButtonLink to={PATHS.updateProfile} variant="secondary">
            {m.updateProfile}
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <fieldset ref={filters} className="-mx-1 mb-5 flex min-w-0 gap-1.5 overflow-x-auto px-1 pb-1">
            <legend className="sr-only">{m.filterLabel}</legend>
            {(['all', ...IGNITE_STATUSES] as const).map((value) => {
              const active = filter === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => change('status', value === 'all' ? null : value)}
                  className={cn(
                    'inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3.5 font-semibold text-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
                    active
                      ? 'bg-brand-900 text-white ring-brand-900'
                      : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50 hover:text-ink-900',
                  )}
                >
                  {value === 'all' ? m.filterAll : words[value]}
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      active ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-700',
                    )}
                  >
                    {formatCount(countOf(value))}
                  </span>
                </button>
              );
            })}
          </fieldset>
          {shown.length === 0 ? (
            <p
              role="status"
              className="rounded-card bg-white px-6 py-10 text-center text-ink-600 shadow-card ring-1 ring-ink-100"
            >
              {m.emptyFilter}
            </p>
          ) : (
            <ul aria-label={m.inboxTitle} className="space-y-3">
              {shown.map((connection) => (
                <InboxCard
                  key={connection._id}
                  connection={connection}
                  onOpen={() => change('open', connection._id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <InboxDialog
        connection={opened}
        onClose={() => change('open', null)}
        focusWhenOpenerGone={() => filters.current?.querySelector<HTMLElement>('[aria-pressed="true"]')}
      />
    </div>
  );
}
