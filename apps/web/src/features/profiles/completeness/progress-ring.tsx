interface ProgressRingProps {
  /** 0 to 100. */
  percent: number;
  label: string;
  /** What a screen reader says for the value, e.g. "Profile 67% complete". */
  valueText: string;
}

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A determinate progress ring with the number in its middle, announced as a progress bar. */
export function ProgressRing({ percent, label, valueText }: ProgressRingProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="relative size-16 shrink-0"
    >
      <svg viewBox="0 0 64 64" aria-hidden className="-rotate-90 size-full">
        <circle cx="32" cy="32" r={RADIUS} fill="none" strokeWidth="7" className="stroke-ink-100" />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className="stroke-saffron-500 transition-[stroke-dashoffset] duration-500 ease-out motion-reduce:transition-none"
        />
      </svg>
      <span
        aria-hidden
        className="absolute inset-0 flex items-center justify-center font-bold text-ink-900 text-sm"
      >
        {value}%
      </span>
    </div>
  );
}
