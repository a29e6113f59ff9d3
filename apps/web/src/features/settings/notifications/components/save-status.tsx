import { Alert } from '../../../../components/alert.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';

/**
 * Beside a settings card's Save button: "Saved" once the server kept the choice (announced
 * politely; the region is always there so the change is read out), or the error it answered.
 */
export function SaveStatus({
  saved,
  error,
  savedText,
  failedText,
}: {
  saved: boolean;
  error: unknown;
  savedText: string;
  failedText: string;
}) {
  return (
    <>
      <p role="status" className="font-semibold text-leaf-600 text-sm">
        {saved ? savedText : ''}
      </p>
      {error ? (
        <Alert tone="error" className="w-full">
          {errorMessage(error, failedText)}
        </Alert>
      ) : null}
    </>
  );
}
