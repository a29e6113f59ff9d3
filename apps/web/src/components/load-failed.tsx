import type { ReactNode } from 'react';
import { useWords } from '../lib/i18n/words.ts';
import { Button } from './button.tsx';
import { componentsWords } from './words/index.ts';

/** A first load that failed: the error (an Alert) with a way to try again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const m = useWords(componentsWords);
  return (
    <div className="flex flex-col items-start gap-3">
      {children}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {m.tryAgain}
      </Button>
    </div>
  );
}
