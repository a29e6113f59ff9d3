import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { SettingsSwitch } from '../../components/settings-switch.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsWords } from '../words/index.ts';

/** Settings → Privacy: whether the Find lists and search show my profile (a switch). */
export function DiscoveryCard() {
  const m = useWords(privacySettingsWords);
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
  const m = useWords(privacySettingsWords);
  const save = useSavePrivacy();
  const [discoverable, setDiscoverable] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ discoverable });
  };
  return (
    <form onSubmit={submit} className="mt-5">
      <SettingsSwitch
        checked={discoverable}
        describedBy="discovery-heading-hint"
        label={m.discoverable}
        onChange={() => {
          save.reset();
          setDiscoverable((current) => !current);
        }}
      />
      <SaveRow save={save} label={m.saveDiscovery} className="mt-5" />
    </form>
  );
}
