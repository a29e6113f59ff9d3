import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';
import { EmailSchema } from './auth.ts';

const required = MESSAGES.contact.allRequired;

export const ContactSchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(120, VALIDATION_MESSAGES.nameTooLong),
  email: EmailSchema,
  message: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(5000, VALIDATION_MESSAGES.contactMessageTooLong),
});
export type ContactInput = z.infer<typeof ContactSchema>;
