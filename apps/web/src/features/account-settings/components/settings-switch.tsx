/**
 * An on/off choice of a settings card: a checkbox shown as a switch (Space toggles it, as for any
 * checkbox), labelled by its words and described by the card's hint.
 */
export function SettingsSwitch({
  checked,
  onChange,
  label,
  describedBy,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  describedBy: string;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={describedBy}
        onChange={onChange}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative h-7 w-12 shrink-0 rounded-full bg-ink-300 transition-colors peer-checked:bg-saffron-600 peer-focus-visible:outline-2 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="font-semibold text-ink-900">{label}</span>
    </label>
  );
}
