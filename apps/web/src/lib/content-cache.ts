import type {
  Blog,
  Comment,
  CommentTarget,
  ConnectionDetail,
  PostKind,
  Video,
  VideoEdit,
  VideoStream,
} from '@ideaignite/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConnectionsResponse } from './api/get-connections.ts';
import { prependComment, prependToCommentPages } from './comment-cache.ts';
import {
  BLOGS_QUERY_KEY,
  CONNECTIONS_QUERY_KEY,
  DASH_CONTENT_QUERY_KEY,
  POST_QUERY_KEY,
  postQueryKey,
  talkCommentsQueryKey,
  VIDEOS_QUERY_KEY,
  videoCommentsQueryKey,
} from './query-keys.ts';

/*
 * Edits and deletes of videos, blogs, talks and comments, and new comments on blogs and talks,
 * applied to every cache that shows them (the /videos grid, the dashboard feed, the blog and talk
 * lists, the comment lists), whether the change was this user's own or arrived live from the
 * server. Each is safe to apply twice.
 */

type VideoPage = { data: Video[] };
type BlogPage = { data: Blog[] };
type DashPage = { data: { videos: Video[]; blogs: Blog[] } };
type CommentPage = { comments: Comment[] };

/** Changes every loaded page of the infinite lists under `key` (other features' lists use it too). */
export function mapPages<Page>(
  queryClient: QueryClient,
  key: readonly unknown[],
  change: (page: Page) => Page,
) {
  queryClient.setQueriesData<InfiniteData<Page>>({ queryKey: key }, (data) =>
    data?.pages ? { ...data, pages: data.pages.map(change) } : data,
  );
}

/** Changes the open post pages' video (kind video) or blog and talk (kinds blog, talk) copies. */
function mapPosts<Post extends Video | Blog>(
  queryClient: QueryClient,
  kinds: readonly PostKind[],
  change: (post: Post) => Post | null,
) {
  for (const kind of kinds)
    queryClient.setQueriesData<Post | null>({ queryKey: [...POST_QUERY_KEY, kind] }, (post) =>
      post ? change(post) : post,
    );
}
const BLOG_KINDS = ['blog', 'talk'] as const;

function mapDash(queryClient: QueryClient, change: (data: DashPage['data']) => DashPage['data']) {
  mapPages<DashPage>(queryClient, DASH_CONTENT_QUERY_KEY, (page) =>
    page.data ? { ...page, data: change(page.data) } : page,
  );
}

export function applyVideoEdit(queryClient: QueryClient, edit: VideoEdit) {
  const patch = (video: Video) =>
    video._id === edit._id
      ? { ...video, title: edit.title, description: edit.description, editedAt: edit.editedAt }
      : video;
  mapPages<VideoPage>(queryClient, VIDEOS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(patch) }));
  mapDash(queryClient, (data) => ({ ...data, videos: data.videos.map(patch) }));
  mapPosts<Video>(queryClient, ['video'], patch);
}

/**
 * Issue 27 and decision 048: one video's stream, captions or poster changed: every cached copy
 * of it follows (lists, the dashboard, its page), and Ignites' pitch videos too (the inbox and the
 * pipeline). A job's and an application's follow when their pages next load (the jobs feature's
 * own caches, out of lib/'s reach).
 */
function patchVideo(
  queryClient: QueryClient,
  videoId: string,
  change: Partial<Pick<Video, 'stream' | 'captions' | 'posterUrl'>>,
) {
  const patch = (video: Video) => (video._id === videoId ? { ...video, ...change } : video);
  mapPages<VideoPage>(queryClient, VIDEOS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(patch) }));
  mapDash(queryClient, (data) => ({ ...data, videos: data.videos.map(patch) }));
  mapPosts<Video>(queryClient, ['video'], patch);
  const patchIgnite = (ignite: ConnectionDetail) =>
    ignite.video?._id === videoId ? { ...ignite, video: { ...ignite.video, ...change } } : ignite;
  queryClient.setQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY, (data) =>
    data ? { ...data, received: data.received.map(patchIgnite), sent: data.sent.map(patchIgnite) } : data,
  );
}

/** Issue 27: a video's ladder is ready (or could not be made). */
export function applyVideoStream(queryClient: QueryClient, videoId: string, stream: VideoStream) {
  patchVideo(queryClient, videoId, { stream });
}

/** Issue 27: the owner changed a video's captions. */
export function applyVideoCaptions(queryClient: QueryClient, videoId: string, captions: Video['captions']) {
  patchVideo(queryClient, videoId, { captions });
}

/** Decision 048: a video's poster, made after its upload's answer. */
/**
 * Decision 048: a video's poster, made after its upload's answer. The uploader's lists fetch
 * again after the upload; a poster that arrives while that fetch is on its way (its rows read
 * before the poster was stored) finds no card to patch, and the fetch then brings the card
 * without it, until a reload. So when no list holds the video, the lists fetch again (an
 * in-flight fetch is cancelled): the server stores the poster before it sends the event.
 */
export function applyVideoPoster(queryClient: QueryClient, videoId: string, posterUrl: string) {
  patchVideo(queryClient, videoId, { posterUrl });
  if (listsHoldVideo(queryClient, videoId)) return;
  void queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: DASH_CONTENT_QUERY_KEY });
}

function listsHoldVideo(queryClient: QueryClient, videoId: string) {
  const has = (videos: Video[] | undefined) => videos?.some((video) => video._id === videoId) ?? false;
  return (
    queryClient
      .getQueriesData<InfiniteData<VideoPage>>({ queryKey: VIDEOS_QUERY_KEY })
      .some(([, data]) => data?.pages?.some((page) => has(page.data))) ||
    queryClient
      .getQueriesData<InfiniteData<DashPage>>({ queryKey: DASH_CONTENT_QUERY_KEY })
      .some(([, data]) => data?.pages?.some((page) => has(page.data?.videos)))
  );
}

export function removeVideoFromCaches(queryClient: QueryClient, videoId: string) {
  const keep = (video: Video) => video._id !== videoId;
  mapPages<VideoPage>(queryClient, VIDEOS_QUERY_KEY, (page) => ({ ...page, data: page.data.filter(keep) }));
  mapDash(queryClient, (data) => ({ ...data, videos: data.videos.filter(keep) }));
  queryClient.setQueryData(postQueryKey('video', videoId), (post: Video | null | undefined) =>
    post === undefined ? undefined : null,
  );
  queryClient.removeQueries({ queryKey: videoCommentsQueryKey(videoId) });
}

export function applyBlogEdit(queryClient: QueryClient, blog: Blog) {
  // The embedded comments are each viewer's own live view, and the likes each viewer's own (and
  // counted live): keep them, take the rest.
  const patch = (known: Blog) =>
    known._id === blog._id
      ? {
          ...blog,
          comments: known.comments,
          commentsCount: known.commentsCount,
          likes: known.likes,
          userHasLiked: known.userHasLiked,
        }
      : known;
  mapPages<BlogPage>(queryClient, BLOGS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(patch) }));
  mapDash(queryClient, (data) => ({ ...data, blogs: data.blogs.map(patch) }));
  mapPosts<Blog>(queryClient, BLOG_KINDS, patch);
}

export function removeBlogFromCaches(queryClient: QueryClient, blogId: string) {
  const keep = (blog: Blog) => blog._id !== blogId;
  mapPages<BlogPage>(queryClient, BLOGS_QUERY_KEY, (page) => ({ ...page, data: page.data.filter(keep) }));
  mapDash(queryClient, (data) => ({ ...data, blogs: data.blogs.filter(keep) }));
  mapPosts<Blog>(queryClient, BLOG_KINDS, (post) => (post._id === blogId ? null : post));
  queryClient.removeQueries({ queryKey: talkCommentsQueryKey(blogId) });
}

/**
 * A new comment on a blog or a talk, from this user or live: first in its paged list (the reader's,
 * a talk's 'View all') and in the post's embedded comments (the blog and talk lists, the dashboard
 * feed), counted once whichever way it came first.
 */
export function addCommentToPost(queryClient: QueryClient, postId: string, comment: Comment) {
  const listKey = talkCommentsQueryKey(postId);
  const listed =
    queryClient
      .getQueryData<InfiniteData<CommentPage>>(listKey)
      ?.pages.some((page) => page.comments.some((known) => known._id === comment._id)) ?? false;
  queryClient.setQueryData<InfiniteData<CommentPage>>(listKey, (data) =>
    prependToCommentPages(data, comment),
  );
  const onPost = (post: Blog) =>
    post._id !== postId || listed || post.comments.some((known) => known._id === comment._id)
      ? post
      : { ...post, comments: prependComment(post.comments, comment), commentsCount: post.commentsCount + 1 };
  mapPages<BlogPage>(queryClient, BLOGS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(onPost) }));
  mapDash(queryClient, (data) => ({ ...data, blogs: data.blogs.map(onPost) }));
  mapPosts<Blog>(queryClient, BLOG_KINDS, onPost);
}

const commentsKey = (target: CommentTarget, parentId: string) =>
  target === 'video' ? videoCommentsQueryKey(parentId) : talkCommentsQueryKey(parentId);

export function applyCommentEdit(
  queryClient: QueryClient,
  target: CommentTarget,
  parentId: string,
  comment: Comment,
) {
  const patch = (known: Comment) => (known._id === comment._id ? comment : known);
  mapPages<CommentPage>(queryClient, commentsKey(target, parentId), (page) => ({
    ...page,
    comments: page.comments.map(patch),
  }));
  if (target === 'talk') {
    const onBlog = (blog: Blog) =>
      blog._id === parentId ? { ...blog, comments: blog.comments.map(patch) } : blog;
    mapPages<BlogPage>(queryClient, BLOGS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(onBlog) }));
    mapDash(queryClient, (data) => ({ ...data, blogs: data.blogs.map(onBlog) }));
    mapPosts<Blog>(queryClient, BLOG_KINDS, onBlog);
  }
}

/** Comments already taken out here: the author's own answer and the live event count once. */
const removedComments = new Set<string>();

/**
 * Takes a deleted comment out of its lists. A blog's or talk's count drops here (once); a
 * video's is counted by its card (VideoCard), which hears the same events.
 */
export function removeCommentFromCaches(
  queryClient: QueryClient,
  target: CommentTarget,
  parentId: string,
  commentId: string,
) {
  if (removedComments.has(commentId)) return false;
  removedComments.add(commentId);
  const keep = (comment: Comment) => comment._id !== commentId;
  mapPages<CommentPage>(queryClient, commentsKey(target, parentId), (page) => ({
    ...page,
    comments: page.comments.filter(keep),
  }));
  if (target === 'talk') {
    const onBlog = (blog: Blog) =>
      blog._id === parentId
        ? {
            ...blog,
            comments: blog.comments.filter(keep),
            commentsCount: Math.max(0, blog.commentsCount - 1),
          }
        : blog;
    mapPages<BlogPage>(queryClient, BLOGS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(onBlog) }));
    mapDash(queryClient, (data) => ({ ...data, blogs: data.blogs.map(onBlog) }));
    mapPosts<Blog>(queryClient, BLOG_KINDS, onBlog);
  }
  return true;
}

/**
 * A post's like count, wherever it shows (issue 26): from the viewer's own like (`liked` given)
 * or live from anyone's (the count only; whether the viewer likes it stays as it was).
 */
export function applyLikes(
  queryClient: QueryClient,
  kind: PostKind,
  id: string,
  likes: number,
  liked?: boolean,
) {
  const patch = <Post extends Video | Blog>(post: Post): Post =>
    post._id === id ? { ...post, likes, userHasLiked: liked ?? post.userHasLiked } : post;
  if (kind === 'video') {
    mapPages<VideoPage>(queryClient, VIDEOS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(patch) }));
    mapDash(queryClient, (data) => ({ ...data, videos: data.videos.map(patch) }));
  } else {
    mapPages<BlogPage>(queryClient, BLOGS_QUERY_KEY, (page) => ({ ...page, data: page.data.map(patch) }));
    mapDash(queryClient, (data) => ({ ...data, blogs: data.blogs.map(patch) }));
  }
  mapPosts(queryClient, [kind], patch);
}
