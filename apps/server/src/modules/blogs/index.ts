/**
 * The blogs module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */

export { changePostLike } from './blog-likes-service.ts';
export { editTalk, getPost, listBlogRows, removePost, shapeBlogs } from './blogs-service.ts';
export { allBlogsOf, blogsOwnedBy, watchableBlogs } from './watch-service.ts';
