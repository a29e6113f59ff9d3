import type { ProfileDetails } from '@ideaignite/contract';

/** True until the user has filled in anything at all: no text, no picture, no lists (numbers and flags are defaults). */
export function profileIsEmpty(details: ProfileDetails): boolean {
  return Object.values(details).every((value) => {
    if (typeof value === 'string') return value.trim() === '';
    if (Array.isArray(value)) return value.length === 0;
    return value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean';
  });
}
