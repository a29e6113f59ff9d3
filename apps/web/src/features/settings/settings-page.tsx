import { PageMeta } from '../../components/page-meta.tsx';
import { useMessages } from '../../lib/i18n/messages.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { LanguageChoice } from './components/language-choice.tsx';
import { SignedInDevices } from './components/signed-in-devices.tsx';
import { settingsMessages } from './messages/index.ts';

/** /settings: the account's language, the devices signed in to it, and the password. */
export function SettingsPage() {
  const m = useMessages(settingsMessages);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title={m.title} robots="noindex" />
      <div className="mb-8">
        <h1 className="font-bold text-3xl sm:text-4xl">{m.title}</h1>
        <p className="mt-1.5 text-ink-600">{m.intro}</p>
      </div>
      <div className="flex flex-col gap-6">
        <LanguageChoice />
        <SignedInDevices />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
