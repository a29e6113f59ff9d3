import { z } from 'zod';
import { CONNECT_MESSAGES } from '../connects.ts';

export const IgniteSchema = z.object({
  investorId: z.uuid({ error: CONNECT_MESSAGES.investorNotFound }),
});

export const ConnectionSchema = z.object({
  _id: z.string(),
  hustlerId: z.string(),
  investorId: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});

export const IgniteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  connection: ConnectionSchema,
});
