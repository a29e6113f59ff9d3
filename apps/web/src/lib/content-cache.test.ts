import type { Video } from '@ideaignite/contract';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeVideo } from '../test/content-fixtures.ts';
import { makeConnection } from '../test/social-fixtures.ts';
import type { ConnectionsResponse } from './api/get-connections.ts';
import { applyVideoPoster, applyVideoStream } from './content-cache.ts';
import {
  CONNECTIONS_QUERY_KEY,
  DASH_CONTENT_QUERY_KEY,
  MY_VIDEOS_QUERY_KEY,
  postQueryKey,
  VIDEOS_QUERY_KEY,
} from './query-keys.ts';

const video = (id: string) => ({
  _id: id,
  title: 'Pilot',
  videoUrl: `/media/videos/${id}.mp4`,
  posterUrl: null,
  stream: { state: 'processing' as const, url: null },
  captions: [],
});

describe('a video’s stream, live (issue 27)', () => {
  it('reaches the Ignites that carry it as their pitch, on either side, and no other', () => {
    const queryClient = new QueryClient();
    const parties = { hustlerId: 'u-meera', investorId: 'u-priya' };
    queryClient.setQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY, {
      success: true,
      received: [makeConnection({ _id: 'c-1', ...parties, video: video('v-1') })],
      sent: [
        makeConnection({ _id: 'c-2', ...parties, video: video('v-1') }),
        makeConnection({ _id: 'c-3', ...parties, video: video('v-2') }),
        makeConnection({ _id: 'c-4', ...parties, video: null }),
      ],
    });
    const ready = { state: 'ready' as const, url: '/media/hls/v-1/master.m3u8' };
    applyVideoStream(queryClient, 'v-1', ready);
    const data = queryClient.getQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY)!;
    expect(data.received[0]?.video?.stream).toEqual(ready);
    expect(data.sent.map((ignite) => ignite.video?.stream ?? null)).toEqual([
      ready,
      { state: 'processing', url: null },
      null,
    ]);
  });
});

describe('a video’s poster, made after its upload’s answer (decision 048)', () => {
  it('reaches the owner’s list, the video’s own page and the Ignites carrying it; other videos keep theirs', () => {
    const queryClient = new QueryClient();
    const page = {
      data: [
        makeVideo({ _id: 'v-1', posterUrl: null }),
        makeVideo({ _id: 'v-2', posterUrl: '/media/posters/2.webp' }),
      ],
    };
    queryClient.setQueryData<InfiniteData<typeof page>>(MY_VIDEOS_QUERY_KEY, {
      pages: [page],
      pageParams: [null],
    });
    queryClient.setQueryData<Video>(postQueryKey('video', 'v-1'), makeVideo({ _id: 'v-1', posterUrl: null }));
    queryClient.setQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY, {
      success: true,
      received: [],
      sent: [
        makeConnection({ _id: 'c-1', hustlerId: 'u-meera', investorId: 'u-priya', video: video('v-1') }),
      ],
    });
    applyVideoPoster(queryClient, 'v-1', '/media/posters/1.webp');
    const list = queryClient.getQueryData<InfiniteData<typeof page>>(MY_VIDEOS_QUERY_KEY)!;
    expect(list.pages[0]!.data.map((one) => one.posterUrl)).toEqual([
      '/media/posters/1.webp',
      '/media/posters/2.webp',
    ]);
    expect(queryClient.getQueryData<Video>(postQueryKey('video', 'v-1'))?.posterUrl).toBe(
      '/media/posters/1.webp',
    );
    const ignites = queryClient.getQueryData<ConnectionsResponse>(CONNECTIONS_QUERY_KEY)!;
    expect(ignites.sent[0]?.video?.posterUrl).toBe('/media/posters/1.webp');
  });

  it('has the lists fetched again when none holds the video yet (the upload’s own refetch still on its way)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(VIDEOS_QUERY_KEY, {
      pages: [{ data: [makeVideo({ _id: 'v-old' })] }],
      pageParams: [null],
    });
    queryClient.setQueryData(DASH_CONTENT_QUERY_KEY, {
      pages: [{ data: { videos: [makeVideo({ _id: 'v-old' })], blogs: [] } }],
      pageParams: [null],
    });
    const invalidated = () =>
      [VIDEOS_QUERY_KEY, DASH_CONTENT_QUERY_KEY].map((key) => queryClient.getQueryState(key)?.isInvalidated);
    // A card the lists hold is patched where it is; nothing is fetched.
    applyVideoPoster(queryClient, 'v-old', '/media/posters/old.webp');
    expect(invalidated()).toEqual([false, false]);
    // A poster for a video no list holds yet: the lists are stale and fetch again.
    applyVideoPoster(queryClient, 'v-new', '/media/posters/new.webp');
    expect(invalidated()).toEqual([true, true]);
  });
});
