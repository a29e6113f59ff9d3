import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import type { QueueStatus } from './api/get-reports.ts';
import { ReportQueue } from './components/report-queue.tsx';
import { moderationWords } from './words/index.ts';

const TABS: readonly QueueStatus[] = ['open', 'closed'];

/** /admin/reports: the moderators' queue, Open and Closed; a non-moderator sees the server's refusal. */
export function ModerationPage() {
  const m = useWords(moderationWords);
  const t = useContractText();
  const [said, setSaid] = useState('');
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.title} robots="noindex" />
      <div className="mb-6">
        <h1 className="font-bold text-3xl sm:text-4xl">{m.title}</h1>
        <p className="mt-1.5 text-ink-600">{m.intro}</p>
      </div>
      <p role="status" className="mb-4 font-semibold text-leaf-600 empty:hidden">
        {said ? t(said) : ''}
      </p>
      <Tabs.Root defaultValue="open">
        <Tabs.List
          aria-label={m.tabsLabel}
          className="mb-6 inline-flex w-full gap-1 rounded-xl bg-ink-100 p-1 sm:w-auto"
        >
          {TABS.map((status) => (
            <Tabs.Trigger
              key={status}
              value={status}
              className="inline-flex h-10 flex-auto items-center justify-center whitespace-nowrap rounded-lg px-4 font-semibold text-ink-600 text-sm transition-colors hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm sm:flex-none"
            >
              {m.tabs[status]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((status) => (
          <Tabs.Content key={status} value={status} className="focus-visible:outline-offset-4">
            <h2 className="sr-only">{m.tabs[status]}</h2>
            <ReportQueue status={status} onAnswer={setSaid} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
