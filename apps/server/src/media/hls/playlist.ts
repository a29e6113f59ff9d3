/**
 * Reading HLS playlists (RFC 8216): what the transcoder wrote is checked with it before a video is
 * marked ready, and the tests read the ladder through it. A master's variants are read by the
 * contract's readMasterPlaylist, which the web player reads them with too.
 */

import { readMasterPlaylist } from '@ideaignite/contract';

export interface Variant {
  uri: string;
  bandwidth: number;
  averageBandwidth: number | null;
  resolution: { width: number; height: number } | null;
  codecs: string[];
}

export interface MediaPlaylist {
  targetDuration: number;
  segments: { uri: string; durationS: number }[];
  ended: boolean;
}

export class PlaylistError extends Error {}

function lines(text: string): string[] {
  const all = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (all[0] !== '#EXTM3U') throw new PlaylistError('not an HLS playlist: no #EXTM3U');
  return all;
}

/** A master playlist's variants, in order; throws unless each has a BANDWIDTH and a URI. */
export function parseMasterPlaylist(text: string): Variant[] {
  lines(text); // throws unless it is an HLS playlist
  const variants = readMasterPlaylist(text).map(({ tag, uri, bandwidth, ...rest }): Variant => {
    if (!uri || bandwidth === null || bandwidth <= 0)
      throw new PlaylistError(`a variant without a URI or a BANDWIDTH: ${tag}`);
    return { uri, bandwidth, ...rest };
  });
  if (!variants.length) throw new PlaylistError('a master playlist without variants');
  return variants;
}

/** A media playlist's segments; throws unless every segment's duration fits the target duration. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const all = lines(text);
  const target = Number(/^#EXT-X-TARGETDURATION:(\d+)$/m.exec(all.join('\n'))?.[1]);
  if (!Number.isFinite(target) || target <= 0) throw new PlaylistError('no #EXT-X-TARGETDURATION');
  const segments: MediaPlaylist['segments'] = [];
  for (let index = 1; index < all.length; index += 1) {
    const line = all[index] as string;
    if (!line.startsWith('#EXTINF:')) continue;
    const durationS = Number.parseFloat(line.slice('#EXTINF:'.length));
    const uri = all[index + 1];
    if (!uri || uri.startsWith('#') || !Number.isFinite(durationS))
      throw new PlaylistError(`a segment without a URI or a duration: ${line}`);
    // RFC 8216 4.3.3.1: each duration, rounded to an integer, is at most the target duration.
    if (Math.round(durationS) > target) throw new PlaylistError(`a segment longer than the target: ${line}`);
    segments.push({ uri, durationS });
  }
  if (!segments.length) throw new PlaylistError('a media playlist without segments');
  return { targetDuration: target, segments, ended: all.includes('#EXT-X-ENDLIST') };
}
