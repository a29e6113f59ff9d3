import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUsers } from '../api/get-users.ts';
import { messagesWords } from '../words/index.ts';
import { UserResults } from './user-results.tsx';

const SEARCH_DELAY_MS = 300;

/** 'New message': find anyone on the platform (GET /api/users?q=) and open a chat with them. */
export function NewMessageDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (userId: string) => void;
}) {
  const m = useWords(messagesWords);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useUsers(q, open);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.newMessage} description={m.dialogDescription}>
      <TextField
        label={m.searchPeople}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={m.searchPlaceholder}
        autoComplete="off"
      />
      <UserResults
        query={users}
        searched={q}
        onChoose={(userId) => {
          onOpenChange(false);
          onChoose(userId);
        }}
      />
    </Modal>
  );
}
