import { TEXT_LIMITS, WORDS } from '@ideaignite/contract';
import { Megaphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useAddTalk } from '../api/add-talk.ts';
import { talksWords } from '../words/index.ts';

/** The post box: a talk blank after trimming is ignored; a posted one goes to the top of the list. */
export function TalkComposer() {
  const m = useWords(talksWords);
  const t = useContractText();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddTalk();

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = text.trim();
    if (!title || add.isPending) return;
    setError(null);
    add.mutate(title, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(errorMessage(failure, WORDS.auth.networkError)),
    });
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-saffron-200 sm:p-6"
    >
      <label htmlFor={id} className="flex items-center gap-2 font-semibold text-ink-900">
        <Megaphone aria-hidden className="size-5 text-saffron-600" />
        {m.shareTalk}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={TEXT_LIMITS.talk}
        placeholder={m.composerPlaceholder}
        aria-describedby={`${id}-count`}
        className="w-full resize-y rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-ink-900 leading-relaxed shadow-sm placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400"
      />
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-count`} className="text-ink-500 text-xs tabular-nums">
          {text.length}/{TEXT_LIMITS.talk}
        </span>
        <Button type="submit" busy={add.isPending} className="min-w-24">
          {add.isPending ? m.posting : m.post}
        </Button>
      </div>
    </form>
  );
}
