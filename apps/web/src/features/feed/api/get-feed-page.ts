import { type EndpointAnswer, WORDS } from '@ideaignite/contract';
import { feedApi } from '@ideaignite/contract/feed';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/call.ts';
import { DASH_CONTENT_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export type FeedPageResponse = EndpointAnswer<typeof feedApi.feedPage>;

/** Items per page, videos and blogs together. */
export const DASH_CONTENT_PAGE_SIZE = 12;

export function getFeedPage({ cursor, signal }: { cursor?: string; signal?: AbortSignal } = {}) {
  return call(feedApi.feedPage, { query: { limit: DASH_CONTENT_PAGE_SIZE, cursor } }, { signal });
}

export const feedPageQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: DASH_CONTENT_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getFeedPage({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.data.nextCursor ?? undefined,
  });

/** The dashboard feed, page by page. Without a token it only logs, as the spec's dashboard does. */
export function useFeedPage() {
  const signedIn = Boolean(useSession());
  useEffect(() => {
    if (!signedIn) console.warn(WORDS.auth.noToken);
  }, [signedIn]);
  return useInfiniteQuery({ ...feedPageQueryOptions(), enabled: signedIn });
}
