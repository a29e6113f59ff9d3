/** Detected (by content) types accepted for videos; AVI is reported under either name. */
export const ACCEPTED_VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/mpeg',
  'video/quicktime',
  'video/x-msvideo',
  'video/vnd.avi',
] as const;
