/** The caption files a picker offers: WebVTT or SRT (the server checks and converts them). */
const CAPTION_FILE_TYPES = '.vtt,.srt,text/vtt';

/**
 * A caption file picker kept out of sight and out of the tab order: a visible button opens it
 * (`inputRef`), and `onFile` gets the file chosen.
 */
export function CaptionFileInput({
  inputRef,
  onFile,
}: {
  inputRef: (element: HTMLInputElement | null) => void;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={CAPTION_FILE_TYPES}
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      onChange={(event) => onFile(event.target.files?.[0])}
    />
  );
}
