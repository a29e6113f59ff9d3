import { type ContactInput, WORDS } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { insertContactMessage } from './contact-repository.ts';

/** Stores a contact form message, linked to its sender when signed in. */
export async function saveContactMessage(
  deps: Pick<Container, 'db'>,
  input: ContactInput,
  userId: string | null,
) {
  await insertContactMessage(deps.db, input, userId);
  return { message: WORDS.contact.success };
}
