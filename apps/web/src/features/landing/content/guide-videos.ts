/**
 * The guide clips, in the order of their words (`guides.items` in the landing catalogue): each
 * plays /guides/<name>.mp4 and shows the frame /guides/<name>.jpg before it does.
 */
export const GUIDE_VIDEO_NAMES = [
  'getting-started',
  'roles-explained',
  'be-a-cofounder',
  'find-investors',
  'after-you-join',
  'startup-playground',
];
