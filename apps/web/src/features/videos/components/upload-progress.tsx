import { ProgressBar } from '../../../components/progress-bar.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatMegabytes } from '../format-bytes.ts';
import { videosWords } from '../words/index.ts';

/** Bytes sent so far, as a bar and in words ("42% · 21 MB of 50 MB"). */
export function UploadProgress({ loaded, total }: { loaded: number; total: number }) {
  const m = useWords(videosWords);
  const percent = total > 0 ? Math.min(100, (loaded / total) * 100) : 0;
  const words = m.progressWords(Math.round(percent), formatMegabytes(loaded), formatMegabytes(total));
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
        <span className="whitespace-nowrap font-semibold text-brand-900">
          {percent >= 100 ? m.progressProcessing : m.progressSending}
        </span>
        <span className="whitespace-nowrap text-ink-600 tabular-nums">{words}</span>
      </div>
      <ProgressBar percent={percent} label={m.progressLabel} valueText={words} />
    </div>
  );
}
