import { describe, expect, it } from 'vitest';
import { readMasterPlaylist } from './master-playlist.ts';

describe('reading an HLS master playlist', () => {
  it('reads each variant’s attributes and the URI line after it, in order', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=165000,AVERAGE-BANDWIDTH=120000,RESOLUTION=256x144,CODECS="avc1.4d400c,mp4a.40.2"',
      '144p/index.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=353100,RESOLUTION=426x240,CODECS="avc1.4d4015,mp4a.40.2"',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=70400,CODECS="mp4a.40.2"',
      'audio/index.m3u8',
      '',
    ].join('\n');
    expect(readMasterPlaylist(master)).toEqual([
      {
        tag: '#EXT-X-STREAM-INF:BANDWIDTH=165000,AVERAGE-BANDWIDTH=120000,RESOLUTION=256x144,CODECS="avc1.4d400c,mp4a.40.2"',
        uri: '144p/index.m3u8',
        bandwidth: 165000,
        averageBandwidth: 120000,
        resolution: { width: 256, height: 144 },
        codecs: ['avc1.4d400c', 'mp4a.40.2'],
      },
      {
        tag: '#EXT-X-STREAM-INF:BANDWIDTH=353100,RESOLUTION=426x240,CODECS="avc1.4d4015,mp4a.40.2"',
        uri: '240p/index.m3u8',
        bandwidth: 353100,
        averageBandwidth: null,
        resolution: { width: 426, height: 240 },
        codecs: ['avc1.4d4015', 'mp4a.40.2'],
      },
      {
        tag: '#EXT-X-STREAM-INF:BANDWIDTH=70400,CODECS="mp4a.40.2"',
        uri: 'audio/index.m3u8',
        bandwidth: 70400,
        averageBandwidth: null,
        resolution: null,
        codecs: ['mp4a.40.2'],
      },
    ]);
  });

  it('reads CRLF line ends, blank lines before the URI and spaces around lines', () => {
    const master =
      '#EXTM3U\r\n  #EXT-X-STREAM-INF:BANDWIDTH=165000,RESOLUTION=256x144  \r\n\r\n 144p/index.m3u8 \r\n';
    expect(readMasterPlaylist(master)).toEqual([
      expect.objectContaining({
        uri: '144p/index.m3u8',
        bandwidth: 165000,
        resolution: { width: 256, height: 144 },
        codecs: [],
      }),
    ]);
  });

  it('leaves out what a variant lacks instead of judging it', () => {
    const master = [
      '#EXTM3U',
      // No BANDWIDTH, and a tag where its URI should be.
      '#EXT-X-STREAM-INF:RESOLUTION=256x144',
      '#EXT-X-STREAM-INF:BANDWIDTH=fast,AVERAGE-BANDWIDTH=,RESOLUTION=wide',
      '240p/index.m3u8',
      // The last line: no URI after it.
      '#EXT-X-STREAM-INF:BANDWIDTH=70400',
    ].join('\n');
    expect(
      readMasterPlaylist(master).map(({ uri, bandwidth, averageBandwidth, resolution }) => ({
        uri,
        bandwidth,
        averageBandwidth,
        resolution,
      })),
    ).toEqual([
      { uri: null, bandwidth: null, averageBandwidth: null, resolution: { width: 256, height: 144 } },
      { uri: '240p/index.m3u8', bandwidth: null, averageBandwidth: null, resolution: null },
      { uri: null, bandwidth: 70400, averageBandwidth: null, resolution: null },
    ]);
  });

  it('finds no variant in a media playlist, an empty text or something else', () => {
    expect(readMasterPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment-000.ts\n')).toEqual(
      [],
    );
    expect(readMasterPlaylist('')).toEqual([]);
    expect(readMasterPlaylist('<html>Not found</html>')).toEqual([]);
  });
});
