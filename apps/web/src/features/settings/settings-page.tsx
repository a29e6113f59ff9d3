import { PageMeta } from '../../components/page-meta.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { SignedInDevices } from './components/signed-in-devices.tsx';

/** /settings: the devices signed in to this account, and the password. */
export function SettingsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title="Settings" robots="noindex" />
      <div className="mb-8">
        <h1 className="font-bold text-3xl sm:text-4xl">Settings</h1>
        <p className="mt-1.5 text-ink-600">
          Keep your account safe: see where you're signed in, and change your password.
        </p>
      </div>
      <div className="flex flex-col gap-6">
        <SignedInDevices />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
