import type { SessionInfo } from '@ideaignite/contract';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { exactTime } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { accountSettingsWords } from '../words/index.ts';
import { SettingsCard } from './settings-card.tsx';

/** "Where you're signed in": each device with an End session button, and Sign out everywhere. */
export function SignedInDevices() {
  const m = useWords(accountSettingsWords);
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();

  return (
    <SettingsCard
      id="devices-heading"
      heading={m.devicesHeading}
      hint={m.devicesHint}
      action={
        <Button variant="secondary" onClick={() => everywhere.mutate()} disabled={everywhere.isPending}>
          <LogOut aria-hidden className="size-4" />
          {m.signOutEverywhere}
        </Button>
      }
    >
      {end.isError || everywhere.isError ? (
        <Alert tone="error" className="mt-5">
          {errorMessage(end.error ?? everywhere.error, m.sessionsFailed)}
        </Alert>
      ) : null}
      <div className="mt-6">
        {sessions.isPending ? (
          <p className="text-ink-500 text-sm">{m.loadingSessions}</p>
        ) : sessions.isError ? (
          <LoadFailed onRetry={() => sessions.refetch()} error={sessions.error}>
            <Alert tone="error">{errorMessage(sessions.error, m.sessionsFailed)}</Alert>
          </LoadFailed>
        ) : (
          <ul className="divide-y divide-ink-100">
            {sessions.data.map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                ending={end.isPending && end.variables === session.id}
                onEnd={() => end.mutate(session.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}

function DeviceRow({ session, ending, onEnd }: { session: SessionInfo; ending: boolean; onEnd: () => void }) {
  const m = useWords(accountSettingsWords);
  const Icon = session.system === 'iOS' || session.system === 'Android' ? Smartphone : Monitor;
  const device = m.device(session.browser, session.system);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-[13rem] flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {device}
          {session.current ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 font-semibold text-leaf-600 text-xs ring-1 ring-leaf-500/20">
              {m.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-ink-600 text-sm">
          {session.ip || m.unknownAddress} · {m.lastSeen} <RelativeTime iso={session.lastSeenAt} /> ·{' '}
          {m.signedInAt(exactTime(session.createdAt))}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          onClick={onEnd}
          disabled={ending}
          aria-label={m.endSessionLabel(device, session.ip)}
        >
          {ending ? m.ending : m.endSession}
        </Button>
      )}
    </li>
  );
}
