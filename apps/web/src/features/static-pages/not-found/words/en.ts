/** The 404 page in English (the source; words/hi.ts mirrors it). Its own catalogue: the
 * signed-in app loads the 404 page up front, and should not carry the static pages' words. */
export const en = {
  notFoundTitle: 'Page not found',
  notFoundEyebrow: 'Error 404',
  notFoundText:
    'This page took a different turn. It may have moved, or the link may be mistyped. Let’s get you back on track.',
  goHome: 'Go to the home page',
  signIn: 'Sign in',
};
