/** What the notification routes say. */
export const NOTIFICATIONS_WORDS = {
  notificationNotFound: 'That notification could not be found.',
  markedRead: 'Marked as read.',
} as const;
