/** What the video routes say. */
export const VIDEOS_WORDS = {
  onlyHustlersVideos: 'Only Hustlers can upload videos.',
  videoNotFound: 'That video could not be found.',
  liked: 'Liked.',
  unliked: 'Like removed.',
  videosFetched: 'Videos fetched.',
  videoUpdated: 'Video updated.',
  videoDeleted: 'Video deleted.',
} as const;
