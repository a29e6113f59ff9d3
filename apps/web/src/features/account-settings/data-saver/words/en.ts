/** Settings → Data saver in English (the source; words/hi.ts mirrors it). */
export const en = {
  group: 'Data saver',
  heading: 'Save mobile data',
  hint: 'Videos play at 240p at most and only start loading when you press play; pictures come smaller.',
  choice: {
    auto: 'Automatic',
    on: 'On',
    off: 'Off',
  },
  meaning: {
    auto: 'On when your browser asks to save data or you are on a 2G or 3G connection.',
    on: 'Always, on every connection.',
    off: 'Never: videos pick the best quality your connection allows.',
  },
  save: 'Save data saver choice',
};
