import type { ConnectionDetail, Role } from '@ideaignite/contract';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { connectsWords } from '../words/index.ts';
import { ConnectionEmpty, type EmptyKind } from './connection-empty.tsx';
import { ConnectedList, ReceivedList, SentList } from './connection-lists.tsx';

interface ConnectionTabsProps {
  role: Role;
  me: string;
  received: ConnectionDetail[];
  sent: ConnectionDetail[];
  connected: ConnectionDetail[];
}

interface Tab {
  value: string;
  label: string;
  count: number;
  /** Read after the count: ' new' on the investor's Ignites, which counts only those. */
  countLabel?: string;
  content: ReactNode;
}

const connectedEmpty = (role: Role): EmptyKind =>
  role === 'Hustler' ? 'connected-hustler' : role === 'Investor' ? 'connected-investor' : 'connected-other';

/** Investors see received + connected, Hustlers sent + connected; everyone else only connected. */
export function ConnectionTabs({ role, me, received, sent, connected }: ConnectionTabsProps) {
  const m = useWords(connectsWords);
  const connectedTab: Tab = {
    value: 'connected',
    label: m.connectedTab,
    count: connected.length,
    content: connected.length ? (
      <ConnectedList items={connected} me={me} />
    ) : (
      <ConnectionEmpty kind={connectedEmpty(role)} />
    ),
  };
  if (role !== 'Investor' && role !== 'Hustler') {
    return (
      <section aria-labelledby="connected-heading">
        <h2 id="connected-heading" className="mb-4 font-semibold text-ink-900 text-xl">
          {m.connectedTab}
        </h2>
        {connectedTab.content}
      </section>
    );
  }
  const first: Tab =
    role === 'Investor'
      ? {
          value: 'received',
          label: m.receivedTab,
          count: received.filter((item) => item.status === 'new').length,
          countLabel: m.pendingCount,
          content: received.length ? (
            <ReceivedList items={received} me={me} />
          ) : (
            <ConnectionEmpty kind="received" />
          ),
        }
      : {
          value: 'sent',
          label: m.sentTab,
          count: sent.length,
          content: sent.length ? <SentList items={sent} me={me} /> : <ConnectionEmpty kind="sent" />,
        };
  const tabs = [first, connectedTab];

  return (
    <Tabs.Root defaultValue={first.value}>
      <Tabs.List
        aria-label={m.title}
        className="mb-6 inline-flex w-full gap-1 rounded-xl bg-ink-100 p-1 sm:w-auto"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex h-10 flex-auto items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 font-semibold text-ink-600 text-sm transition-colors hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm sm:flex-none"
          >
            {tab.label}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs tabular-nums',
                tab.countLabel && tab.count > 0 ? 'bg-saffron-500 text-white' : 'bg-ink-200/70 text-ink-700',
              )}
            >
              {tab.count}
              {tab.countLabel ? <span className="sr-only">{tab.countLabel}</span> : null}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-offset-4">
          <h2 className="sr-only">{tab.label}</h2>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
