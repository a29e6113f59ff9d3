import { WORDS } from '@ideaignite/contract';
import { Download, FileArchive } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/alert.tsx';
import { Button } from '../../../../components/button.tsx';
import { FormError } from '../../../../components/form-error.tsx';
import { ProgressBar } from '../../../../components/progress-bar.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useWords } from '../../../../lib/i18n/words.ts';
import { formatFileSize } from '../../../../lib/numbers.ts';
import { SettingsCard } from '../../components/settings-card.tsx';
import { useDataExports, useDownloadExport, useStartExport } from '../api/data-exports.ts';
import { yourDataWords } from '../words/index.ts';

/**
 * Settings → Your data → Download my data: start preparing the ZIP, watch its progress (polled
 * while it runs), then download it until it expires.
 */
export function DownloadDataCard() {
  const m = useWords(yourDataWords);
  const exports = useDataExports();
  const start = useStartExport();
  const download = useDownloadExport();
  const latest = exports.data?.items[0];
  const underWay = latest?.status === 'queued' || latest?.status === 'running';
  // The start button goes once a download is under way: focus moves to its progress (then the ZIP).
  const outcome = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started || !latest) return;
    setStarted(false);
    outcome.current?.focus();
  }, [started, latest]);

  const startButton = (
    <Button
      variant={latest ? 'secondary' : 'primary'}
      busy={start.isPending}
      onClick={() => start.mutate(undefined, { onSuccess: () => setStarted(true) })}
      className="self-start"
    >
      {start.isPending ? m.startingExport : latest ? m.prepareAgain : m.startExport}
    </Button>
  );

  return (
    <SettingsCard id="download-data-heading" heading={m.downloadHeading} hint={m.downloadHint}>
      <div className="mt-6 flex flex-col gap-4">
        <FormError message={start.isError ? errorMessage(start.error, WORDS.auth.networkError) : null} />
        {exports.isError ? <Alert tone="error">{m.loadFailed}</Alert> : null}
        <div ref={outcome} tabIndex={-1} className="rounded-xl empty:hidden focus:outline-none">
          {latest && underWay ? (
            <div className="flex flex-col gap-2 rounded-xl bg-ink-50 p-4">
              <p role="status" className="font-medium text-ink-800 text-sm">
                {latest.status === 'queued' ? m.queued : m.running(latest.progress)}
              </p>
              <ProgressBar
                percent={latest.progress}
                label={m.progressLabel}
                valueText={latest.status === 'queued' ? m.queued : m.running(latest.progress)}
              />
            </div>
          ) : null}
          {latest?.status === 'ready' && latest.downloadUrl ? (
            <div className="flex flex-col gap-3 rounded-xl bg-green-50 p-4 ring-1 ring-leaf-500/20 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-start gap-3">
                <FileArchive aria-hidden className="mt-0.5 size-6 shrink-0 text-leaf-600" />
                <div>
                  <p role="status" className="font-semibold text-ink-900">
                    {m.ready}
                  </p>
                  <p className="text-ink-700 text-sm">
                    {latest.sizeBytes !== null ? `${m.size(formatFileSize(latest.sizeBytes))} · ` : ''}
                    {latest.expiresAt ? m.expires(formatDate(latest.expiresAt, 'exact')) : null}
                  </p>
                </div>
              </div>
              <Button
                busy={download.isPending}
                onClick={() => download.mutate(latest.id)}
                className="shrink-0"
              >
                <Download aria-hidden className="size-4" />
                {download.isPending ? m.downloading : m.downloadZip}
              </Button>
            </div>
          ) : null}
        </div>
        {download.isError ? (
          <Alert tone="error">{errorMessage(download.error, m.downloadFailed)}</Alert>
        ) : null}
        {latest?.status === 'failed' ? <Alert tone="error">{m.failed}</Alert> : null}
        {underWay || exports.isPending ? null : startButton}
      </div>
    </SettingsCard>
  );
}
