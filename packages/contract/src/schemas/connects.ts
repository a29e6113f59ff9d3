import { z } from 'zod';

export const CONNECT_MESSAGES = {
  igniteSent: '🔥 Ignite sent! The investor has been notified.',
  onlyHustlers: 'Only Hustlers can ignite investors.',
  notAnInvestor: 'You can only ignite an investor.',
  alreadyIgnited: 'You have already ignited this investor.',
  investorNotFound: 'That investor could not be found.',
} as const;

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
