import { cn } from '../lib/cn.ts';

interface ProgressBarProps {
  /** 0 to 100. */
  percent: number;
  label: string;
  /** What a screen reader says for the value, e.g. "40% — 20.0 MB of 50.0 MB". */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar, announced as one with its value. */
export function ProgressBar({ percent, label, valueText, className }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-ink-100', className)}
    >
      <div
        className="h-full rounded-full bg-saffron-500 transition-[width] duration-200 ease-out motion-reduce:transition-none"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
