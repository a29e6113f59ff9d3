import { useState } from 'react';

/**
 * Calls `start` (while rendering) each time `open` turns true. A dialog its parent opens by state
 * hears nothing from Radix's `onOpenChange` on opening, so this is where an edit form starts again
 * from the item as it is now, not from a draft that was cancelled.
 */
export function useStartOnOpen(open: boolean, start: () => void) {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) start();
  }
}
