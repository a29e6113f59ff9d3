/** The video player's own words (issue 27), in English (the source; hi.ts mirrors it). */
export const en = {
  quality: 'Quality',
  auto: 'Auto',
  captions: 'Captions',
  captionsOff: 'Off',
  language: { en: 'English', hi: 'हिन्दी (Hindi)' },
  preparing: 'Preparing versions for slow networks: playing the original for now.',
  dataSaver: 'Data saver is on: up to 240p.',
  rung: (height: number) => `${height}p`,
  showScenes: 'Scenes',
  scenesLabel: (title: string) => `Scenes of ${title}`,
  goTo: (time: string) => `Go to ${time}`,
};
