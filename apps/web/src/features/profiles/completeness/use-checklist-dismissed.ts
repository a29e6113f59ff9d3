import { checklistDismissedKey } from '@ideaignite/contract';
import { useCallback, useState } from 'react';

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(checklistDismissedKey(userId)) === 'true';
  } catch {
    return false; // storage blocked: the checklist shows, and hiding it lasts this visit
  }
}

/** Whether this user has hidden the "Get started" checklist on this device, and a way to hide it. */
export function useChecklistDismissed(userId: string): [boolean, () => void] {
  const [hiddenBy, setHiddenBy] = useState<string | null>(null);
  const dismiss = useCallback(() => {
    setHiddenBy(userId);
    try {
      localStorage.setItem(checklistDismissedKey(userId), 'true');
    } catch {
      // storage blocked: hidden for this visit only
    }
  }, [userId]);
  return [hiddenBy === userId || readDismissed(userId), dismiss];
}
