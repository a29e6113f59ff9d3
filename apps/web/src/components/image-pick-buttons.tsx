import { X } from 'lucide-react';
import type { ChangeEvent, Ref } from 'react';
import { cn } from '../lib/cn.ts';
import { buttonClasses } from './button.tsx';

interface ImagePickButtonsProps {
  /** The file input's id: the choose button is its <label>, and `${id}-…` names its hint. */
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The types the browser's picker offers. */
  accept: string;
  /** The file input's accessible name. */
  label: string;
  /** The id of the hint under the buttons (sizes and types, or why a file was refused). */
  describedBy: string;
  disabled?: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The choose button's words ('Choose a cover', 'Change picture'…). */
  chooseLabel: string;
  /** The remove button's words; no remove button while this is null (no file is chosen). */
  removeLabel: string | null;
  onRemove: () => void;
  className?: string;
}

/**
 * An image's choose and remove buttons: a visually hidden file input whose <label> looks like a
 * button (its focus ring shows when the input has keyboard focus), and 'Remove' once a file is
 * chosen. The preview, the field's heading and its hint stay with each field.
 */
export function ImagePickButtons({
  id,
  inputRef,
  accept,
  label,
  describedBy,
  disabled,
  onPick,
  chooseLabel,
  removeLabel,
  onRemove,
  className,
}: ImagePickButtonsProps) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={onPick}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          'secondary',
          'sm',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2',
        )}
      >
        {chooseLabel}
      </label>
      {removeLabel !== null ? (
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onRemove} disabled={disabled}>
          <X aria-hidden className="size-4" />
          {removeLabel}
        </button>
      ) : null}
    </div>
  );
}
