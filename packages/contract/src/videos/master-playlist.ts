/**
 * Reading an HLS master playlist (RFC 8216), the one reader the server's checks and the web
 * player share. No zod, and a module of its own rather than part of streams.ts: streams.ts is in
 * every dashboard's first view, and the reader (about 0.2 KB compressed) would ride there although
 * only the player, loaded when a video starts, reads a master in the browser (the dashboards sit
 * within a few bytes of their budget, apps/web/budgets.json).
 */

/** One variant of an HLS master playlist (RFC 8216 4.3.4.2): its `#EXT-X-STREAM-INF` tag and the URI line after it. */
export interface MasterVariant {
  /** The tag's line as written, for messages. */
  tag: string;
  /** The next line, as written (relative to the master); null when the next line is a tag, a comment or none. */
  uri: string | null;
  /** BANDWIDTH and AVERAGE-BANDWIDTH in bit/s; null when absent or not a number. */
  bandwidth: number | null;
  averageBandwidth: number | null;
  resolution: { width: number; height: number } | null;
  codecs: string[];
}

const STREAM_INF = '#EXT-X-STREAM-INF:';

/** A tag's `KEY=value,KEY="quoted, value"` attribute list as a map. */
function attributeList(list: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, key, value] of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g))
    if (key && value !== undefined) found.set(key, value.replace(/^"|"$/g, ''));
  return found;
}

const numberOrNull = (value: string | undefined): number | null =>
  value === undefined || value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * A master playlist's variants in the order written (blank lines skipped). It reads and does not
 * judge: the server, which checks what its transcoder wrote, refuses a variant without a URI or
 * BANDWIDTH and a text without `#EXTM3U`; the player takes what it can use.
 */
export function readMasterPlaylist(text: string): MasterVariant[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const variants: MasterVariant[] = [];
  lines.forEach((tag, at) => {
    if (!tag.startsWith(STREAM_INF)) return;
    const attributes = attributeList(tag.slice(STREAM_INF.length));
    const next = lines[at + 1];
    const resolution = /^(\d+)x(\d+)$/.exec(attributes.get('RESOLUTION') ?? '');
    variants.push({
      tag,
      uri: next && !next.startsWith('#') ? next : null,
      bandwidth: numberOrNull(attributes.get('BANDWIDTH')),
      averageBandwidth: numberOrNull(attributes.get('AVERAGE-BANDWIDTH')),
      resolution: resolution ? { width: Number(resolution[1]), height: Number(resolution[2]) } : null,
      codecs: (attributes.get('CODECS') ?? '')
        .split(',')
        .map((codec) => codec.trim())
        .filter(Boolean),
    });
  });
  return variants;
}
