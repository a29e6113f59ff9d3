import { type PrivacySettings, VISIBILITIES, type Visibility } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { ChoiceOption } from '../../components/choice-option.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsWords } from '../words/index.ts';

type Detail = 'phone' | 'email';

/** Settings → Privacy: who sees my phone number and my contact email (nobody, connections, everyone). */
export function ContactPrivacyCard() {
  const m = useWords(privacySettingsWords);
  const settings = usePrivacySettings();
  return (
    <SettingsQueryCard
      id="contact-privacy-heading"
      heading={m.contactHeading}
      hint={m.contactHint}
      query={settings}
    >
      {(data) => <ContactForm initial={data} />}
    </SettingsQueryCard>
  );
}

function ContactForm({ initial }: { initial: PrivacySettings }) {
  const m = useWords(privacySettingsWords);
  const save = useSavePrivacy();
  const [choice, setChoice] = useState<Record<Detail, Visibility>>({
    phone: initial.phone,
    email: initial.email,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };
  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-6">
      {(['phone', 'email'] as const).map((detail) => (
        <fieldset key={detail}>
          <legend className="mb-2 font-semibold text-ink-900">{m[detail]}</legend>
          <div className="flex flex-wrap gap-3">
            {VISIBILITIES.map((visibility) => (
              <ChoiceOption
                key={visibility}
                name={`${detail}-visibility`}
                value={visibility}
                checked={choice[detail] === visibility}
                onChange={() => {
                  save.reset();
                  setChoice((current) => ({ ...current, [detail]: visibility }));
                }}
              >
                <span className="font-semibold">{m.visibility[visibility]}</span>
              </ChoiceOption>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-ink-600 text-sm">{m.connectionsMeaning}</p>
      <SaveRow save={save} label={m.saveContact} />
    </form>
  );
}
