/** What the dashboard feed say. */
export const FEED_WORDS = {
  feedFetched: 'Feed fetched.',
} as const;
