import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';
import { EmailSchema } from './auth.ts';

const required = MESSAGES.contact.allRequired;

export const ContactSchema = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.contactName, VALIDATION_MESSAGES.nameTooLong),
  email: EmailSchema,
  message: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.contactMessage, VALIDATION_MESSAGES.contactMessageTooLong),
});
export type ContactInput = z.infer<typeof ContactSchema>;
