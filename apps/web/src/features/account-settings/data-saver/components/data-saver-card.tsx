import { DATA_SAVER_CHOICES, type DataSaverChoice } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { useAccountSettings, useSaveAccountSettings } from '../../api/account-settings.ts';
import { ChoiceOption } from '../../components/choice-option.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { dataSaverWords } from '../words/index.ts';

/** Settings → Data saver (issue 27): automatic (the browser's hints), always on, or off. */
export function DataSaverCard() {
  const m = useWords(dataSaverWords);
  const settings = useAccountSettings();
  return (
    <SettingsQueryCard
      id="data-saver-heading"
      heading={m.heading}
      hint={m.hint}
      query={{ ...settings, data: settings.data?.dataSaver }}
    >
      {(choice) => <DataSaverForm initial={choice} />}
    </SettingsQueryCard>
  );
}

function DataSaverForm({ initial }: { initial: DataSaverChoice }) {
  const m = useWords(dataSaverWords);
  const save = useSaveAccountSettings();
  const [choice, setChoice] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ dataSaver: choice });
  };
  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-6">
      <fieldset>
        <legend className="sr-only">{m.heading}</legend>
        <div className="flex flex-col gap-3">
          {DATA_SAVER_CHOICES.map((value) => (
            <ChoiceOption
              key={value}
              name="data-saver"
              value={value}
              checked={choice === value}
              onChange={() => {
                save.reset();
                setChoice(value);
              }}
            >
              <span className="flex flex-col">
                <span className="font-semibold">{m.choice[value]}</span>
                <span className="text-ink-600 text-sm">{m.meaning[value]}</span>
              </span>
            </ChoiceOption>
          ))}
        </div>
      </fieldset>
      <SaveRow save={save} label={m.save} />
    </form>
  );
}
