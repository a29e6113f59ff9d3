import type { Blog, ProfileDetails, Role, Video } from '@ideaignite/contract';
import { makeCardAuthor, makeOwnUser } from './fixtures.ts';

/** GET getUser's answer for the signed-in user; an empty profile unless details are given. */
export function ownUser(role: Role, details: Partial<ProfileDetails> = {}) {
  const user = makeOwnUser(role, details, {
    _id: 'user-5',
    email: 'ananya@example.in',
    verified: true,
    createdAt: '2025-05-01T00:00:00.000Z',
  });
  return { success: true, message: 'User fetched.', user };
}

/** A post's author as the feed carries them: what a card shows (decision 041). */
const author = makeCardAuthor('user-9', 'Hustler', { Username: 'Priya Shah' }, true);

export function videoItem(id: string, title: string, day: string): Video {
  return {
    _id: id,
    title,
    description: `${title}, in three minutes.`,
    videoUrl: `/media/videos/${id}.mp4`,
    posterUrl: null,
    mimeType: 'video/mp4',
    likes: 4,
    userHasLiked: false,
    commentsCount: 1,
    uploadedBy: author,
    createdAt: `${day}T10:00:00.000Z`,
    editedAt: null,
    stream: { state: 'queued', url: null },
    captions: [],
  };
}

export function blogItem(id: string, title: string, day: string): Blog {
  return {
    _id: id,
    kind: 'blog',
    title,
    summary: `What we learnt: ${title.toLowerCase()}.`,
    content: 'The whole story.',
    coverImageUrl: null,
    uploadedBy: author,
    likes: 0,
    userHasLiked: false,
    comments: [],
    commentsCount: 0,
    createdAt: `${day}T10:00:00.000Z`,
    editedAt: null,
  };
}

/** One page of GET Dashcontent. */
export function feedPage(videos: Video[], blogs: Blog[], nextCursor: string | null = null) {
  return { success: true, message: 'Feed fetched.', data: { videos, blogs, nextCursor } };
}
