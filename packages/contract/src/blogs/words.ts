/** What the blog routes say. */
export const BLOGS_WORDS = {
  onlyHustlersBlogs: 'Only Hustlers can publish blogs.',
  blogNotFound: 'That post could not be found.',
  invalidCover: 'Please upload a PNG or JPEG cover image.',
  coverTooLarge: 'The cover image is too large: 10 MB at most.',
  blogUpdated: 'Blog updated.',
  blogDeleted: 'Blog deleted.',
} as const;
