import type { ReactNode } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { LanguageChoice } from './components/language-choice.tsx';
import { SignedInDevices } from './components/signed-in-devices.tsx';
import { useDataSaverGroup } from './data-saver/data-saver-group.tsx';
import { EmailAddressCard } from './email/email-address-card.tsx';
import { useNotificationsGroup } from './notifications/notifications-group.tsx';
import { usePrivacyGroup } from './privacy/privacy-group.tsx';
import { accountSettingsWords } from './words/index.ts';
import { useYourDataGroup } from './your-data/your-data-group.tsx';

/** One group of the settings page: its heading (h2, linked from the page's contents) and its cards. */
function SettingsGroup({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-group`} className="scroll-mt-6">
      <h2 id={`${id}-group`} className="mb-4 font-bold text-2xl">
        {heading}
      </h2>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** /settings: the account (language, devices, password), in groups the page's contents link to. */
export function SettingsPage() {
  const m = useWords(accountSettingsWords);
  const notifications = useNotificationsGroup();
  const privacy = usePrivacyGroup();
  const yourData = useYourDataGroup();
  const dataSaver = useDataSaverGroup();
  const groups = [
    {
      id: 'account',
      heading: m.accountGroup,
      cards: (
        <>
          <EmailAddressCard />
          <LanguageChoice />
          <SignedInDevices />
          <ChangePasswordForm />
        </>
      ),
    },
    notifications,
    privacy,
    dataSaver,
    yourData,
  ];
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title={m.title} robots="noindex" />
      <div className="mb-6">
        <h1 className="font-bold text-3xl sm:text-4xl">{m.title}</h1>
        <p className="mt-1.5 text-ink-600">{m.intro}</p>
      </div>
      <nav aria-label={m.contents} className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-ink-800 text-sm ring-1 ring-ink-200 hover:bg-ink-50"
              >
                {group.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-12">
        {groups.map((group) => (
          <SettingsGroup key={group.id} id={group.id} heading={group.heading}>
            {group.cards}
          </SettingsGroup>
        ))}
      </div>
    </div>
  );
}
