import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeConnection } from '../test/social-fixtures.ts';
import type { ConnectionsResponse } from './api/get-connections.ts';
import { applyVideoStream } from './content-cache.ts';
import { CONNECTIONS_QUERY_KEY } from './query-keys.ts';

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
