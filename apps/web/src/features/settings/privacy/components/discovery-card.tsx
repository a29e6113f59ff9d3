import { type FormEvent, useState } from 'react';
import { useMessages } from '../../../../lib/i18n/messages.ts';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsMessages } from '../messages/index.ts';

/** Settings → Privacy: whether the Find lists and search show my profile (a switch). */
export function DiscoveryCard() {
  const m = useMessages(privacySettingsMessages);
  const settings = usePrivacySettings();
  return (
    <SettingsQueryCard
      id="discovery-heading"
      heading={m.discoveryHeading}
      hint={m.discoveryHint}
      query={settings}
    >
      {(data) => <DiscoveryForm initial={data.discoverable} />}
    </SettingsQueryCard>
  );
}

function DiscoveryForm({ initial }: { initial: boolean }) {
  const m = useMessages(privacySettingsMessages);
  const save = useSavePrivacy();
  const [discoverable, setDiscoverable] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ discoverable });
  };
  return (
    <form onSubmit={submit} className="mt-5">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
        {/* A checkbox shown as a switch: Space toggles it, as for any checkbox. */}
        <input
          type="checkbox"
          role="switch"
          checked={discoverable}
          aria-checked={discoverable}
          aria-describedby="discovery-heading-hint"
          onChange={() => {
            save.reset();
            setDiscoverable((current) => !current);
          }}
          className="peer sr-only"
        />
        <span
          aria-hidden
          className="relative h-7 w-12 shrink-0 rounded-full bg-ink-300 transition-colors peer-checked:bg-saffron-600 peer-focus-visible:outline-2 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
        <span className="font-semibold text-ink-900">{m.discoverable}</span>
      </label>
      <SaveRow save={save} label={m.saveDiscovery} className="mt-5" />
    </form>
  );
}
