import { z } from 'zod';
import { NOTIFICATION_TEXT_KEYS } from './texts.ts';

export const NotificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  entityId: z.string().nullable(),
  /**
   * Which text the notification is and what fills it, for showing it in the reader's language
   * (`message` is it in the language of the request); null for older notifications.
   */
  params: z
    .object({ key: z.enum(NOTIFICATION_TEXT_KEYS), args: z.array(z.string()), postId: z.string().optional() })
    .nullable(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;
