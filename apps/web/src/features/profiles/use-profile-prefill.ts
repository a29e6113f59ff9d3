import type { OwnUser } from '@ideaignite/contract';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';

/**
 * Fills a set-up form with what the profile already holds, once, unless the person has started
 * typing: coming back to the form never wipes earlier answers. Returns the user (for the picture).
 */
export function useProfilePrefill<T extends FieldValues>(
  form: UseFormReturn<T>,
  toValues: (user: OwnUser) => T,
) {
  const { data: user } = useCurrentUser();
  const filled = useRef(false);
  // Read while rendering, so the form keeps `isDirty` up to date as the person types.
  const dirtyWhenRendered = useRef(false);
  dirtyWhenRendered.current = form.formState.isDirty;
  useEffect(() => {
    if (!user || filled.current) return;
    filled.current = true;
    // Asked again now, not from the render's copy: that could be a keystroke behind, and the
    // name just typed was wiped when the profile arrived at that moment (a journey under load).
    if (!form.formState.isDirty) form.reset(toValues(user));
  }, [user, form, toValues]);
  return user;
}
