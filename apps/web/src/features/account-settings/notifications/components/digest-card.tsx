import { DIGEST_CHOICES, type DigestChoice } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { useAccountSettings, useSaveAccountSettings } from '../../api/account-settings.ts';
import { ChoiceOption } from '../../components/choice-option.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { notificationSettingsWords } from '../words/index.ts';

/** Settings → Notifications: the daily email digest of what I have not read (off / daily). */
export function DigestCard() {
  const m = useWords(notificationSettingsWords);
  const settings = useAccountSettings();
  return (
    <SettingsQueryCard id="digest-heading" heading={m.digestHeading} hint={m.digestHint} query={settings}>
      {(data) => <DigestForm initial={data.digest} />}
    </SettingsQueryCard>
  );
}

function DigestForm({ initial }: { initial: DigestChoice }) {
  const m = useWords(notificationSettingsWords);
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
            <ChoiceOption
              key={choice}
              name="digest"
              value={choice}
              checked={digest === choice}
              onChange={() => {
                save.reset();
                setDigest(choice);
              }}
            >
              <span className="font-semibold">{label[choice]}</span>
            </ChoiceOption>
          ))}
        </div>
      </fieldset>
      <SaveRow save={save} label={m.saveDigest} className="mt-5" />
    </form>
  );
}
