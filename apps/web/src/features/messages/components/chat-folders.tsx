import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useWords } from '../../../lib/i18n/words.ts';
import { messagesWords } from '../words/index.ts';

export type Folder = 'inbox' | 'requests';

interface ChatFoldersProps {
  folder: Folder;
  onFolderChange: (folder: Folder) => void;
  /** Requests waiting (those loaded so far). */
  requestCount: number;
  inbox: ReactNode;
  requests: ReactNode;
}

/** Inbox | Requests (n): Radix tabs (arrow keys move between them), the chosen one kept in the URL by the page. */
export function ChatFolders({ folder, onFolderChange, requestCount, inbox, requests }: ChatFoldersProps) {
  const m = useWords(messagesWords);
  const trigger =
    'inline-flex h-9 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 font-semibold text-ink-600 text-sm transition-colors hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm';
  return (
    <Tabs.Root value={folder} onValueChange={(value) => onFolderChange(value as Folder)}>
      <div className="border-ink-100 border-b p-3">
        <Tabs.List aria-label={m.folders} className="flex gap-1 rounded-xl bg-ink-100 p-1">
          <Tabs.Trigger value="inbox" className={trigger}>
            {m.inbox}
          </Tabs.Trigger>
          <Tabs.Trigger value="requests" className={trigger}>
            {m.requests}
            {requestCount > 0 ? (
              <span className="rounded-full bg-saffron-600 px-2 py-0.5 text-white text-xs tabular-nums">
                {requestCount}
                <span className="sr-only">{m.waiting}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      <Tabs.Content value="inbox" className="focus-visible:outline-offset-[-2px]">
        {inbox}
      </Tabs.Content>
      <Tabs.Content value="requests" className="focus-visible:outline-offset-[-2px]">
        {requests}
      </Tabs.Content>
    </Tabs.Root>
  );
}
