import { WHO_CAN_MESSAGE, type WhoCanMessage } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { ChoiceOption } from '../../components/choice-option.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsWords } from '../words/index.ts';

/** Settings → Privacy: who can start a conversation with me (everyone, as requests; or only connections). */
export function WhoCanMessageCard() {
  const m = useWords(privacySettingsWords);
  const settings = usePrivacySettings();
  return (
    <SettingsQueryCard
      id="messaging-heading"
      heading={m.messagingHeading}
      hint={m.messagingHint}
      query={settings}
    >
      {(data) => <WhoCanMessageForm initial={data.whoCanMessage} />}
    </SettingsQueryCard>
  );
}

function WhoCanMessageForm({ initial }: { initial: WhoCanMessage }) {
  const m = useWords(privacySettingsWords);
  const save = useSavePrivacy();
  const [choice, setChoice] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ whoCanMessage: choice });
  };
  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-6">
      <fieldset>
        <legend className="sr-only">{m.messagingHeading}</legend>
        <div className="flex flex-col gap-3">
          {WHO_CAN_MESSAGE.map((value) => (
            <ChoiceOption
              key={value}
              name="who-can-message"
              value={value}
              checked={choice === value}
              onChange={() => {
                save.reset();
                setChoice(value);
              }}
            >
              <span className="flex flex-col">
                <span className="font-semibold">{m.whoCanMessage[value]}</span>
                <span className="text-ink-600 text-sm">{m.whoCanMessageMeaning[value]}</span>
              </span>
            </ChoiceOption>
          ))}
        </div>
      </fieldset>
      <SaveRow save={save} label={m.saveMessaging} />
    </form>
  );
}
