import { type PrivacySettings, VISIBILITIES, type Visibility } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { useMessages } from '../../../../lib/i18n/messages.ts';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { SaveStatus } from '../../notifications/components/save-status.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsMessages } from '../messages/index.ts';

type Detail = 'phone' | 'email';

/** Settings → Privacy: who sees my phone number and my contact email (nobody, connections, everyone). */
export function ContactPrivacyCard() {
  const m = useMessages(privacySettingsMessages);
  const settings = usePrivacySettings();
  return (
    <SettingsQueryCard
      id="contact-privacy-heading"
      heading={m.contactHeading}
      hint={m.contactHint}
      query={settings}
      loading={m.loading}
      failed={m.loadFailed}
    >
      {(data) => <ContactForm initial={data} />}
    </SettingsQueryCard>
  );
}

function ContactForm({ initial }: { initial: PrivacySettings }) {
  const m = useMessages(privacySettingsMessages);
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
              <label
                key={visibility}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 ring-1 ring-ink-200 has-checked:bg-saffron-50 has-checked:ring-2 has-checked:ring-saffron-500 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2"
              >
                <input
                  type="radio"
                  name={`${detail}-visibility`}
                  value={visibility}
                  checked={choice[detail] === visibility}
                  onChange={() => {
                    save.reset();
                    setChoice((current) => ({ ...current, [detail]: visibility }));
                  }}
                  className="size-4 accent-saffron-600 focus-visible:outline-none"
                />
                <span className="font-semibold">{m.visibility[visibility]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-ink-600 text-sm">{m.connectionsMeaning}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.saving : m.saveContact}
        </Button>
        <SaveStatus saved={save.isSuccess} error={save.error} savedText={m.saved} failedText={m.saveFailed} />
      </div>
    </form>
  );
}
