import { useEffect } from 'react';
import { useLocation } from 'react-router';

const FIELD = 'input, select, textarea';

/**
 * A link to one field of the page (/Update_profile#city, from the completeness checklist): once
 * `ready` (the form is drawn), that field takes focus and scrolls into view. A group (the sectors'
 * checkboxes) gives focus to its first choice.
 */
export function useFocusFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    const field = target?.matches(FIELD) ? target : target?.querySelector<HTMLElement>(FIELD);
    if (!(field instanceof HTMLElement)) return;
    field.focus({ preventScroll: true });
    // The field's label sits above it: centre the field so the label shows too.
    (target ?? field).scrollIntoView?.({ block: 'center' });
  }, [ready, hash]);
}
