import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EmailSchema } from './auth.ts';

const required = MESSAGES.contact.allRequired;

export const ContactSchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(120, 'Name is too long.'),
  email: EmailSchema,
  message: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(5000, 'Message is too long (5000 characters at most).'),
});
export type ContactInput = z.infer<typeof ContactSchema>;
