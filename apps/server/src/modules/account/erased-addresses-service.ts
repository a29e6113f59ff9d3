/**
 * Addresses freed by an erasure are held for a while (issue 24, erased-addresses-repository.ts):
 * sign-up and the email change answer such an address as taken.
 */
import type { Container } from '../../lib/container.ts';
import { isErasedAddressHeld } from './erased-addresses-repository.ts';

/** Whether `email` was freed by an erasure less than ERASED_ADDRESS_HOLD_MS ago (the clock's now). */
export function isAddressHeld(deps: Pick<Container, 'db' | 'clock'>, email: string): Promise<boolean> {
  return isErasedAddressHeld(deps.db, email, deps.clock.now());
}
