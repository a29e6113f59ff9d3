import { NOTIFICATION_KINDS, type NotificationChannels, type NotificationKind } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { useWords } from '../../../../lib/i18n/words.ts';
import { useAccountSettings, useSaveAccountSettings } from '../../api/account-settings.ts';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsQueryCard } from '../../components/settings-query-card.tsx';
import { notificationSettingsWords } from '../words/index.ts';

type Channels = Record<NotificationKind, NotificationChannels>;
const CHANNELS = ['inApp', 'email', 'push'] as const;

/** Settings → Notifications: a grid of kinds × (in the app, by email, by push), saved together. */
export function NotificationChannelsCard() {
  const m = useWords(notificationSettingsWords);
  const settings = useAccountSettings();
  return (
    <SettingsQueryCard
      id="notification-channels-heading"
      heading={m.channelsHeading}
      hint={m.channelsHint}
      query={settings}
    >
      {(data) => <ChannelsForm initial={data.notifications} />}
    </SettingsQueryCard>
  );
}

function ChannelsForm({ initial }: { initial: Channels }) {
  const m = useWords(notificationSettingsWords);
  const save = useSaveAccountSettings();
  const [draft, setDraft] = useState<Channels>(initial);
  const toggle = (kind: NotificationKind, channel: keyof NotificationChannels) => {
    save.reset();
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], [channel]: !current[kind][channel] } }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ notifications: draft });
  };
  const channelName = { inApp: m.inApp, email: m.email, push: m.push };
  return (
    <form onSubmit={submit} className="mt-5">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="text-ink-700">
            <th scope="col" className="pb-2 text-left font-semibold">
              {m.kind}
            </th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-16 pb-2 text-center font-semibold sm:w-28">
                {channelName[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} className="border-ink-100 border-t">
              <th scope="row" className="py-3 pr-3 text-left font-normal">
                <span className="block font-semibold text-ink-900">{m.kinds[kind]}</span>
                <span className="mt-0.5 block text-ink-600">{m.kindHints[kind]}</span>
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel} className="text-center">
                  <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-saffron-500">
                    <input
                      type="checkbox"
                      checked={draft[kind][channel]}
                      onChange={() => toggle(kind, channel)}
                      aria-label={m.channelLabel(m.kinds[kind], channelName[channel])}
                      className="size-5 accent-saffron-600 focus-visible:outline-none"
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <SaveRow save={save} label={m.saveChannels} className="mt-5" />
    </form>
  );
}
