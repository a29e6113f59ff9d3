/**
 * What the landing page shows (spec section 9). A module of its own because the landing's entry
 * script reads it: the bundler ships a module whole, and the rest of limits.ts is for the lazy
 * pages and the server.
 */
export const ARTICLE_PREVIEW_LENGTH = 100;
export const ARTICLE_COUNT = 9;
export const GUIDE_VIDEO_COUNT = 6;
