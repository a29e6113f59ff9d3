import { WORDS } from '@ideaignite/contract';
import { apiRequestWithHeaders } from './api-client.ts';

/** One page of a bare-array list (users, chats, a conversation, notifications). */
export interface Page<T> {
  items: T[];
  /** The X-Next-Cursor header: the next page, or null at the end. */
  nextCursor: string | null;
}

/** The answer came back but was not the list the spec promises ('Unexpected response format'). */
export class UnexpectedFormatError extends Error {
  constructor() {
    super(WORDS.lists.unexpectedFormat);
    this.name = 'UnexpectedFormatError';
  }
}

/** GET a bare-array list with the bearer token; its next cursor comes in the X-Next-Cursor header. */
export async function getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { data, headers } = await apiRequestWithHeaders<unknown>(path, { signal });
  if (!Array.isArray(data)) throw new UnexpectedFormatError();
  return { items: data as T[], nextCursor: headers.get('X-Next-Cursor') };
}

/** `path?limit=…&cursor=…&…`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
