import { WHO_CAN_MESSAGE, type WhoCanMessage } from '@ideaignite/contract';
import { useWords } from '../../../../lib/i18n/words.ts';
import { ChoiceForm } from '../../components/choice-form.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsWords } from '../words/index.ts';

/** Settings → Privacy: who can start a conversation with me (everyone, as requests; or only connections). */
export function WhoCanMessageCard() {
  const m = useWords(privacySettingsWords);
  const settings = usePrivacySettings();
  const save = useSavePrivacy();
  return (
    <SettingsQueryCard
      id="messaging-heading"
      heading={m.messagingHeading}
      hint={m.messagingHint}
      query={settings}
    >
      {(data) => (
        <ChoiceForm
          name="who-can-message"
          legend={m.messagingHeading}
          choices={WHO_CAN_MESSAGE}
          initial={data.whoCanMessage as WhoCanMessage}
          label={m.whoCanMessage}
          meaning={m.whoCanMessageMeaning}
          saveLabel={m.saveMessaging}
          save={{ ...save, mutate: (whoCanMessage: WhoCanMessage) => save.mutate({ whoCanMessage }) }}
        />
      )}
    </SettingsQueryCard>
  );
}
