import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { SettingsSwitch } from '../../components/settings-switch.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsWords } from '../words/index.ts';

/** Settings → Privacy: read receipts and typing, one switch that works both ways (decision 023). */
export function ReadReceiptsCard() {
  const m = useWords(privacySettingsWords);
  const settings = usePrivacySettings();
  return (
    <SettingsQueryCard
      id="receipts-heading"
      heading={m.receiptsHeading}
      hint={m.receiptsHint}
      query={settings}
    >
      {(data) => <ReadReceiptsForm initial={data.readReceipts} />}
    </SettingsQueryCard>
  );
}

function ReadReceiptsForm({ initial }: { initial: boolean }) {
  const m = useWords(privacySettingsWords);
  const save = useSavePrivacy();
  const [readReceipts, setReadReceipts] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ readReceipts });
  };
  return (
    <form onSubmit={submit} className="mt-5">
      <SettingsSwitch
        checked={readReceipts}
        describedBy="receipts-heading-hint receipts-mutual"
        label={m.receipts}
        onChange={() => {
          save.reset();
          setReadReceipts((current) => !current);
        }}
      />
      <p id="receipts-mutual" className="mt-2 text-ink-600 text-sm">
        {m.receiptsMutual}
      </p>
      <SaveRow save={save} label={m.saveReceipts} className="mt-5" />
    </form>
  );
}
