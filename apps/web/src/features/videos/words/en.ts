import { plural } from '../../../lib/i18n/words.ts';

/**
 * The videos feature in English: its page, its upload popup and the video card wherever it is
 * shown (the dashboard feed too) (the source; words/hi.ts mirrors it).
 */
export const en = {
  title: 'Videos',
  eyebrow: 'Contents',
  intro:
    'Pitches, demos and build-in-public diaries from founders across India. Cheer them on with a like or a comment.',
  createVideos: 'Create Videos',
  loadingVideos: 'Loading videos…',

  uploadDescription: 'Show the community what you are building. A short pitch or demo goes a long way.',
  titleLabel: 'Title',
  titlePlaceholder: 'e.g. ChaiCircle: a 60-second pitch',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'What is the idea, who is it for, and what do you need next?',
  cancelUpload: 'Cancel upload',
  uploading: 'Uploading...',
  uploadVideo: 'Upload Video',

  progressProcessing: 'Processing your video…',
  progressSending: 'Sending your video',
  progressWords: (percent: number, loaded: string, total: string) => `${percent}% · ${loaded} of ${total}`,
  progressLabel: 'Upload progress',

  fileHeading: 'Video',
  fileLabel: 'Video file',
  fileChoose: 'Choose a video to upload',
  fileChooseAnother: (size: string) => `${size} · choose another file`,
  fileIdeas: 'Your pitch, a demo or a day in the life',
  fileHint: (max: string) => `MP4, MPEG, MOV or AVI, up to ${max}.`,
  playVideo: (title: string) => `Play ${title}`,
  showMore: 'Show more',
  showLess: 'Show less',
  commentsNoun: (count: number) => plural('en-IN', count, { one: 'Comment', other: 'Comments' }),
  commentsOn: (title: string) => `Comments on ${title}`,
  addCommentOn: (title: string) => `Add a comment on ${title}`,
  noComments: 'No comments yet — be the first to cheer them on.',
  editVideo: 'Edit video',
  videoTitle: 'Title',
  videoDescription: 'Description',
  deleteVideoTitle: 'Delete this video?',
  deleteVideoBody: (title: string) =>
    `“${title}” will be removed for everyone, with its likes and comments. This cannot be undone.`,
  captionsHeading: 'Captions',
  captionsHint:
    'A WebVTT (.vtt) or SRT (.srt) file, up to 1 MB. Most people watch muted on a phone: captions let them follow.',
  captionsLanguage: { en: 'English', hi: 'Hindi' },
  captionsAdded: 'Added',
  captionsNone: 'None yet',
  addCaptions: (language: string) => `Add ${language} captions`,
  replaceCaptions: (language: string) => `Replace ${language} captions`,
  removeCaptions: (language: string) => `Remove ${language} captions`,
  captionsWorking: 'Saving…',
  captionsOptional: 'Captions (optional)',
  captionsAtUpload:
    'A WebVTT (.vtt) or SRT (.srt) file per language, up to 1 MB. You can also add them later.',
};
