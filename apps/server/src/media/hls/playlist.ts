/**
 * Reading HLS playlists (RFC 8216): what the transcoder wrote is checked with it before a video is
 * marked ready, and the tests read the ladder through it.
 */

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

/** `KEY=value,KEY="quoted, value"` as a map. */
function attributes(list: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, key, value] = match;
    if (key && value !== undefined) found.set(key, value.replace(/^"|"$/g, ''));
  }
  return found;
}

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
  const all = lines(text);
  const variants: Variant[] = [];
  for (let index = 1; index < all.length; index += 1) {
    const line = all[index] as string;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attrs = attributes(line.slice('#EXT-X-STREAM-INF:'.length));
    const uri = all[index + 1];
    const bandwidth = Number(attrs.get('BANDWIDTH'));
    if (!uri || uri.startsWith('#') || !Number.isFinite(bandwidth) || bandwidth <= 0)
      throw new PlaylistError(`a variant without a URI or a BANDWIDTH: ${line}`);
    const resolution = /^(\d+)x(\d+)$/.exec(attrs.get('RESOLUTION') ?? '');
    variants.push({
      uri,
      bandwidth,
      averageBandwidth: attrs.has('AVERAGE-BANDWIDTH') ? Number(attrs.get('AVERAGE-BANDWIDTH')) : null,
      resolution: resolution ? { width: Number(resolution[1]), height: Number(resolution[2]) } : null,
      codecs: (attrs.get('CODECS') ?? '')
        .split(',')
        .map((codec) => codec.trim())
        .filter(Boolean),
    });
  }
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
