/**
 * A blog wherever it is shown (the blogs page, the dashboard feed): its cover, the cover picker,
 * and its author's Edit and Delete, in English (the source; words/hi.ts mirrors it).
 */
export const en = {
  coverFor: (title: string) => `Cover for “${title}”`,
  coverImage: 'Cover image',
  optional: '(optional)',
  coverPreview: 'Preview of your chosen cover',
  changeCover: 'Change cover',
  chooseCover: 'Choose a cover',
  removeCover: 'Remove',
  coverHint: (megabytes: number) => `PNG or JPEG, up to ${megabytes} MB. A wide picture works best.`,
  editBlog: 'Edit blog',
  editDescription: 'Change the words or the cover; readers see the post marked as edited.',
  titleLabel: 'Title',
  summaryLabel: 'Brief summary',
  contentLabel: 'Content',
  currentCover: 'Current cover',
  removeCurrentCover: 'Remove cover',
  keepCover: 'Keep the cover',
  coverWillGo: 'The cover will be removed when you save.',
  deleteBlogTitle: 'Delete this blog?',
  deleteBlogBody: (title: string) =>
    `“${title}” will be removed for everyone, with its cover and comments. This cannot be undone.`,
};
