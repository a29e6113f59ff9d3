import { z } from 'zod';
import { EmailSchema } from '../auth/schemas.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { WORDS } from '../words.ts';

const required = WORDS.contact.allRequired;

export const ContactSchema = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.contactName, VALIDATION_WORDS.nameTooLong),
  email: EmailSchema,
  message: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.contactMessage, VALIDATION_WORDS.contactMessageTooLong),
});
export type ContactInput = z.infer<typeof ContactSchema>;
