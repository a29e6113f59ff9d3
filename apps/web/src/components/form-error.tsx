import { useEffect, useRef } from 'react';
import { Alert } from './alert.tsx';

/** The failure above the form; it takes focus so keyboard and screen-reader users land on it. */
export function FormError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 rounded-xl focus:outline-none">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
