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
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!user || filled.current) return;
    filled.current = true;
    if (!isDirty) form.reset(toValues(user));
  }, [user, isDirty, form, toValues]);
  return user;
}
