/**
 * The guide clips, in the order of their words (`guides.items` in the landing catalogue): each
 * shows the frame /guides/<name>.jpg (<name>-small.jpg with data saver on), then streams the
 * ladder /guides/<name>/master.m3u8 (/guides/<name>.mp4 where HLS cannot play) with captions
 * /guides/<name>/captions-<en|hi>.vtt, all made as an upload's are (scripts/guide-streams.mjs).
 */
export const GUIDE_VIDEO_NAMES = [
  'getting-started',
  'roles-explained',
  'be-a-cofounder',
  'find-investors',
  'after-you-join',
  'startup-playground',
];
