import { DIGEST_CHOICES, type DigestChoice } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { useMessages } from '../../../../lib/i18n/messages.ts';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { useAccountSettings, useSaveAccountSettings } from '../api/account-settings.ts';
import { notificationSettingsMessages } from '../messages/index.ts';
import { SaveStatus } from './save-status.tsx';

/** Settings → Notifications: the daily email digest of what I have not read (off / daily). */
export function DigestCard() {
  const m = useMessages(notificationSettingsMessages);
  const settings = useAccountSettings();
  return (
    <SettingsQueryCard
      id="digest-heading"
      heading={m.digestHeading}
      hint={m.digestHint}
      query={settings}
      loading={m.loading}
      failed={m.loadFailed}
    >
      {(data) => <DigestForm initial={data.digest} />}
    </SettingsQueryCard>
  );
}

function DigestForm({ initial }: { initial: DigestChoice }) {
  const m = useMessages(notificationSettingsMessages);
  const save = useSaveAccountSettings();
  const [digest, setDigest] = useState<DigestChoice>(initial);
  const label = { off: m.digestOff, daily: m.digestDaily } satisfies Record<DigestChoice, string>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ digest });
  };
  return (
    <form onSubmit={submit} className="mt-5">
      <fieldset aria-describedby="digest-heading-hint">
        <legend className="sr-only">{m.digestHeading}</legend>
        <div className="flex flex-wrap gap-3">
          {DIGEST_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 ring-1 ring-ink-200 has-checked:bg-saffron-50 has-checked:ring-2 has-checked:ring-saffron-500 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name="digest"
                value={choice}
                checked={digest === choice}
                onChange={() => {
                  save.reset();
                  setDigest(choice);
                }}
                className="size-4 accent-saffron-600 focus-visible:outline-none"
              />
              <span className="font-semibold">{label[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.saving : m.saveDigest}
        </Button>
        <SaveStatus saved={save.isSuccess} error={save.error} savedText={m.saved} failedText={m.saveFailed} />
      </div>
    </form>
  );
}
