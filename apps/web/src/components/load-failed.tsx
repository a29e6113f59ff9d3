import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A first load that failed: the error (an Alert) with a way to try again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      {children}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
