/** What the content routes say, and the video types they accept: no zod here, so a page can use them without it. */
export const CONTENT_WORDS = {
  onlyHustlersVideos: 'Only Hustlers can upload videos.',
  onlyHustlersBlogs: 'Only Hustlers can publish blogs.',
  videoNotFound: 'That video could not be found.',
  blogNotFound: 'That post could not be found.',
  commentRequired: 'Please write a comment first.',
  talkRequired: 'Please write something to share first.',
  invalidCover: 'Please upload a PNG or JPEG cover image.',
  coverTooLarge: 'The cover image is too large: 10 MB at most.',
  commentAdded: 'Comment added.',
  talkPosted: 'Your talk is live.',
  liked: 'Liked.',
  unliked: 'Like removed.',
  videosFetched: 'Videos fetched.',
  feedFetched: 'Feed fetched.',
  commentNotFound: 'That comment could not be found.',
  notYourContent: 'Only its author can edit or delete this.',
  nothingToChange: 'Nothing to change: send at least one field.',
  videoUpdated: 'Video updated.',
  videoDeleted: 'Video deleted.',
  blogUpdated: 'Blog updated.',
  blogDeleted: 'Blog deleted.',
  talkUpdated: 'Talk updated.',
  talkDeleted: 'Talk deleted.',
  commentUpdated: 'Comment updated.',
  commentDeleted: 'Comment deleted.',
} as const;

/** Detected (by content) types accepted for videos; AVI is reported under either name. */
export const ACCEPTED_VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/mpeg',
  'video/quicktime',
  'video/x-msvideo',
  'video/vnd.avi',
] as const;
