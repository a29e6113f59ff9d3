import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { SettingsSwitch } from '../../components/settings-switch.tsx';
import { usePrivacySettings, useSavePrivacy } from '../api/privacy-settings.ts';
import { privacySettingsWords } from '../words/index.ts';

type PreviewChoices = { publicPosts: boolean; publicProfile: boolean; publicIndexable: boolean };
const CHOICES = ['publicPosts', 'publicProfile', 'publicIndexable'] as const;

/**
 * Settings → Privacy: whether a shared link opens a public preview of my posts and of my profile
 * for people who are not signed in (and link previews on WhatsApp, LinkedIn, X), and whether
 * search engines may list those previews.
 */
export function PublicPreviewsCard() {
  const m = useWords(privacySettingsWords);
  const settings = usePrivacySettings();
  return (
    <SettingsQueryCard id="public-heading" heading={m.publicHeading} hint={m.publicHint} query={settings}>
      {(data) => (
        <PublicPreviewsForm
          initial={{
            publicPosts: data.publicPosts,
            publicProfile: data.publicProfile,
            publicIndexable: data.publicIndexable,
          }}
        />
      )}
    </SettingsQueryCard>
  );
}

function PublicPreviewsForm({ initial }: { initial: PreviewChoices }) {
  const m = useWords(privacySettingsWords);
  const save = useSavePrivacy();
  const [choices, setChoices] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices);
  };
  return (
    <form onSubmit={submit} className="mt-5 flex flex-col items-start gap-2">
      {CHOICES.map((key) => (
        <SettingsSwitch
          key={key}
          checked={choices[key]}
          describedBy="public-heading-hint"
          label={m[key]}
          onChange={() => {
            save.reset();
            setChoices((current) => ({ ...current, [key]: !current[key] }));
          }}
        />
      ))}
      <SaveRow save={save} label={m.savePublic} className="mt-3" />
    </form>
  );
}
