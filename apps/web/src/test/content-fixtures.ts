import type { Blog, CardAuthor, Comment, Video } from '@ideaignite/contract';
import { act } from '@testing-library/react';
import { makeCardAuthor } from './fixtures.ts';

/* Test helpers for the content features (videos, blogs, talks, comments). */

/** Authors as posts and comments carry them: what a card shows (decision 041). */
export const aarav = makeCardAuthor('u-aarav', 'Hustler', { Username: 'Aarav Mehta' }, true);
export const priya = makeCardAuthor('u-priya', 'Hustler', { Username: 'Priya Raghavan' });

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'v-1',
    title: 'ChaiCircle: our 60-second pitch',
    description: 'Loyalty cards for tea stalls.',
    videoUrl: '/media/videos/v-1.mp4',
    posterUrl: '/media/posters/v-1.jpg',
    mimeType: 'video/mp4',
    likes: 4,
    userHasLiked: false,
    commentsCount: 0,
    uploadedBy: aarav,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    editedAt: null,
    stream: { state: 'ready', url: '/media/hls/v-1/run/master.m3u8' },
    captions: [],
    ...overrides,
  };
}

export function makeComment(id: string, text: string, commentedBy: CardAuthor | null = priya): Comment {
  return {
    _id: id,
    text,
    commentedBy,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    editedAt: null,
  };
}

export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: 'b-1',
    kind: 'blog',
    title: 'What 40 chai-stall owners taught me',
    summary: 'Regulars matter more than reach.',
    content: 'First line.\n\nSecond paragraph.',
    coverImageUrl: null,
    uploadedBy: aarav,
    likes: 0,
    userHasLiked: false,
    comments: [],
    commentsCount: 0,
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    editedAt: null,
    ...overrides,
  };
}

/** XMLHttpRequest with the upload progress events a test fires by hand. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  async respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was sent');
    return xhr;
  }
}
