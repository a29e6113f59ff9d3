import { useEffect, useRef } from 'react';
import { useContractText } from '../lib/i18n/contract.ts';
import { Alert } from './alert.tsx';

/**
 * The failure above the form, a contract message shown in the interface language; it takes focus
 * so keyboard and screen-reader users land on it.
 */
export function FormError({ message }: { message: string | null }) {
  const t = useContractText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 rounded-xl focus:outline-none">
      <Alert tone="error">{t(message)}</Alert>
    </div>
  );
}
