/** The blogs page in English (the source; words/hi.ts mirrors it). */
export const en = {
  title: 'Blogs',
  eyebrow: 'Contents',
  intro: 'Lessons from the trenches: founders writing about what worked, what did not, and what comes next.',
  createBlogs: 'Create Blogs',
  loadingBlogs: 'Loading blogs…',
  empty: 'No blogs yet — be the first to share an insight.',
  readFullPost: 'Read full post',
  createDescription:
    'Share a written insight: what you learnt, what you are betting on, what others should know.',
  titleLabel: 'Title',
  titlePlaceholder: 'e.g. What 40 chai-stall owners taught me about loyalty',
  summaryLabel: 'Brief summary',
  summaryPlaceholder: 'Two or three lines a reader sees first.',
  contentLabel: 'Content',
  contentPlaceholder: 'Tell the full story. Blank lines start new paragraphs.',
  publishing: 'Publishing...',
  publish: 'Publish Blog Summary',
  commentsHeading: 'Comments',
  noComments: 'No comments yet. Share what this post made you think.',
};
