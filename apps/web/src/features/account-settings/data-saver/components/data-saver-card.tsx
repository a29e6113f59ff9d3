import { DATA_SAVER_CHOICES, type DataSaverChoice } from '@ideaignite/contract';
import { useWords } from '../../../../lib/i18n/words.ts';
import { useAccountSettings, useSaveAccountSettings } from '../../api/account-settings.ts';
import { ChoiceForm } from '../../components/choice-form.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { dataSaverWords } from '../words/index.ts';

/** Settings → Data saver (issue 27): automatic (the browser's hints), always on, or off. */
export function DataSaverCard() {
  const m = useWords(dataSaverWords);
  const settings = useAccountSettings();
  const save = useSaveAccountSettings();
  return (
    <SettingsQueryCard
      id="data-saver-heading"
      heading={m.heading}
      hint={m.hint}
      query={{ ...settings, data: settings.data?.dataSaver }}
    >
      {(initial: DataSaverChoice) => (
        <ChoiceForm
          name="data-saver"
          legend={m.heading}
          choices={DATA_SAVER_CHOICES}
          initial={initial}
          label={m.choice}
          meaning={m.meaning}
          saveLabel={m.save}
          save={{ ...save, mutate: (dataSaver: DataSaverChoice) => save.mutate({ dataSaver }) }}
        />
      )}
    </SettingsQueryCard>
  );
}
