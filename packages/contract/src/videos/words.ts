/** What the video routes say. */
export const VIDEOS_WORDS = {
  onlyHustlersVideos: 'Only Hustlers can upload videos, and Job seekers an introduction.',
  // Issue 25 (decision 039): a Job seeker's upload is their introduction for applications.
  introUploaded: 'Your introduction is ready. You can send it with any application.',
  videoNotFound: 'That video could not be found.',
  liked: 'Liked.',
  unliked: 'Like removed.',
  videosFetched: 'Videos fetched.',
  videoUpdated: 'Video updated.',
  videoDeleted: 'Video deleted.',
  // Issue 27: captions and the versions for slow networks.
  captionsSaved: 'Captions saved.',
  captionsRemoved: 'Captions removed.',
  captionsMissing: 'Please choose a caption file (WebVTT or SRT).',
  captionsTooLarge: 'A caption file can be at most 1 MB.',
  captionsNotText: 'That file is not a caption file: please choose a WebVTT (.vtt) or SRT (.srt) file.',
  captionsNoCues: 'That caption file has no timed captions in it.',
  captionsBadTiming: 'Some captions in that file end before they start or go back in time.',
  invalidCaptionLanguage: 'Captions can be in English (en) or Hindi (hi).',
  streamRetrying: 'We will prepare the versions for slow networks again.',
  streamNotFailed: 'This video is not waiting for another try.',
} as const;
