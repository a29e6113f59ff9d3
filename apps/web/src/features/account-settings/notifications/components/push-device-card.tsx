import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { useWords } from '../../../../lib/i18n/words.ts';
import { useAccountSettings, useSaveAccountSettings } from '../../api/account-settings.ts';
import { SaveRow } from '../../components/save-row.tsx';
import { SettingsCard } from '../../components/settings-card.tsx';
import { SettingsSwitch } from '../../components/settings-switch.tsx';
import { type PushDeviceState, pushDeviceState, turnPushOff, turnPushOn } from '../api/push-device.ts';
import { notificationSettingsWords } from '../words/index.ts';

/**
 * Settings → Notifications → Push on this device (issue 29): turns this browser's push on or off
 * (the kinds it gets are the "By push" column above), and "Hide message text in notifications".
 */
export function PushDeviceCard() {
  const m = useWords(notificationSettingsWords);
  const settings = useAccountSettings();
  const [state, setState] = useState<PushDeviceState | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    pushDeviceState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      if (next === 'not-ready') setProblem(m.pushNotReady);
      else setState(next);
    } catch {
      setProblem(m.pushFailed);
    } finally {
      setBusy(false);
    }
  };
  const status =
    state === 'unsupported'
      ? m.pushUnsupported
      : state === 'blocked'
        ? m.pushBlocked
        : state === 'on'
          ? m.pushOn
          : state === 'off'
            ? m.pushOff
            : '';

  return (
    <SettingsCard id="push-device-heading" heading={m.pushHeading} hint={m.pushHint}>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <p role="status" className="text-ink-700 text-sm">
          {problem ?? status}
        </p>
        {state === 'on' || state === 'off' ? (
          <Button
            type="button"
            variant={state === 'on' ? 'secondary' : 'primary'}
            busy={busy}
            onClick={() => change(state === 'off')}
          >
            {state === 'on' ? m.turnOff : m.turnOn}
          </Button>
        ) : null}
      </div>
      {settings.data ? <HideTextForm initial={settings.data.pushHidesText} /> : null}
    </SettingsCard>
  );
}

function HideTextForm({ initial }: { initial: boolean }) {
  const m = useWords(notificationSettingsWords);
  const save = useSaveAccountSettings();
  const [hidden, setHidden] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ pushHidesText: hidden });
  };
  return (
    <form onSubmit={submit} className="mt-5 border-ink-100 border-t pt-5">
      <SettingsSwitch
        checked={hidden}
        onChange={() => {
          save.reset();
          setHidden((value) => !value);
        }}
        label={m.hideText}
        describedBy="push-hide-text-hint"
      />
      <p id="push-hide-text-hint" className="mt-1 text-ink-600 text-sm">
        {m.hideTextHint}
      </p>
      <SaveRow save={save} label={m.savePush} className="mt-4" />
    </form>
  );
}
