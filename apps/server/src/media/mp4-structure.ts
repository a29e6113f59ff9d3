import { open } from 'node:fs/promises';

/**
 * The video sample entries ffmpeg decodes that phones, cameras and editors write into MP4 and
 * QuickTime files. Anything else is left to ffprobe.
 */
const KNOWN_VIDEO_CODECS = new Set([
  'avc1',
  'avc3',
  'hvc1',
  'hev1',
  'dvh1',
  'dvhe',
  'dva1',
  'dvav',
  'av01',
  'vp08',
  'vp09',
  'mp4v',
  's263',
  'h263',
  'jpeg',
  'mjpa',
  'mjpb',
  'apch',
  'apcn',
  'apcs',
  'apco',
  'ap4h',
  'ap4x',
]);
/** A moov box larger than this (a file of millions of samples) is left to ffprobe. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
/** Top-level boxes read before giving up (a phone's file has four to eight). */
const MAX_TOP_LEVEL_BOXES = 1000;

interface Box {
  type: string;
  /** Where its content starts and ends, in the buffer or file it was read from. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to` of `data`; null when one of them does not fit. */
function childBoxes(data: Buffer, from: number, to: number): Box[] | null {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (data: Buffer, box: Box | undefined, type: string) =>
  box ? childBoxes(data, box.start, box.end)?.find((inner) => inner.type === type) : undefined;

/** A full box's duration in seconds (mvhd, mdhd: version 0 or 1), 0 when it cannot be read. */
function durationSeconds(data: Buffer, box: Box | undefined): number {
  if (!box) return 0;
  const version = data[box.start];
  const [scaleAt, durationAt, durationBytes] = version === 1 ? [20, 24, 8] : [12, 16, 4];
  if (box.start + durationAt + durationBytes > box.end) return 0;
  const timescale = data.readUInt32BE(box.start + scaleAt);
  const duration =
    durationBytes === 8
      ? Number(data.readBigUInt64BE(box.start + durationAt))
      : data.readUInt32BE(box.start + durationAt);
  return timescale > 0 ? duration / timescale : 0;
}

interface VideoTrack {
  codec: string;
  width: number;
  height: number;
  seconds: number;
  /** Where the first sample lies in the file and how long it is. */
  firstSample: { offset: number; size: number } | null;
}

/** The track's video description, or null when it is not a video track or cannot be read. */
function videoTrack(data: Buffer, trak: Box): VideoTrack | null {
  const mdia = child(data, trak, 'mdia');
  const hdlr = child(data, mdia, 'hdlr');
  // ISO's handler_type and QuickTime's component subtype sit at the same place.
  if (
    !hdlr ||
    hdlr.start + 12 > hdlr.end ||
    data.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide'
  )
    return null;
  const stbl = child(data, child(data, mdia, 'minf'), 'stbl');
  const stsd = child(data, stbl, 'stsd');
  // version and flags, entry count, then the first entry: size, format, and for a visual entry
  // 24 bytes (reserved, data reference, version or pre-defined fields) before width and height.
  if (!stsd || stsd.start + 8 + 36 > stsd.end || data.readUInt32BE(stsd.start + 4) < 1) return null;
  const entry = stsd.start + 8;
  const codec = data.toString('latin1', entry + 4, entry + 8);
  const width = data.readUInt16BE(entry + 32);
  const height = data.readUInt16BE(entry + 34);
  return {
    codec,
    width,
    height,
    seconds: durationSeconds(data, child(data, mdia, 'mdhd')),
    firstSample: firstSample(data, stbl),
  };
}

/** The first sample's place in the file, from the sample sizes (stsz) and chunk offsets (stco, co64). */
function firstSample(data: Buffer, stbl: Box | undefined): VideoTrack['firstSample'] {
  const stsz = child(data, stbl, 'stsz');
  if (!stsz || stsz.start + 12 > stsz.end) return null;
  const fixedSize = data.readUInt32BE(stsz.start + 4);
  const count = data.readUInt32BE(stsz.start + 8);
  if (count < 1) return null;
  let size = fixedSize;
  if (size === 0) {
    if (stsz.start + 16 > stsz.end) return null;
    size = data.readUInt32BE(stsz.start + 12);
  }
  const stco = child(data, stbl, 'stco');
  const co64 = child(data, stbl, 'co64');
  if (stco && stco.start + 12 <= stco.end && data.readUInt32BE(stco.start + 4) > 0)
    return { offset: data.readUInt32BE(stco.start + 8), size };
  if (co64 && co64.start + 16 <= co64.end && data.readUInt32BE(co64.start + 4) > 0)
    return { offset: Number(data.readBigUInt64BE(co64.start + 8)), size };
  return null;
}

/**
 * True when an MP4 or QuickTime file's structure shows what ffprobe's whole-file probe accepts
 * (decision 048): its boxes fit the file, one moov, a video track of a codec ffmpeg decodes with a
 * frame size, samples whose first lies inside the file, and a positive duration. It reads the box
 * headers and the moov box (a few hundred KB for a phone's 50 MB), not the media.
 *
 * False means "not sure", never "refused": a fragmented file, an unknown codec, a moov past
 * MAX_MOOV_BYTES or anything unexpected goes to ffprobe (video-probe.ts), which decides.
 */
export async function mp4LooksPlayable(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let moov: { at: number; size: number } | null = null;
    let at = 0;
    for (let count = 0; at < fileSize; count += 1) {
      if (count === MAX_TOP_LEVEL_BOXES || at + 8 > fileSize) return false;
      const { bytesRead } = await handle.read(header, 0, 16, at);
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerSize = 8;
      if (size === 1) {
        if (bytesRead < 16) return false;
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = fileSize - at;
      }
      if (size < headerSize || at + size > fileSize) return false;
      if (type === 'moov') {
        if (moov) return false;
        moov = { at, size };
      }
      at += size;
    }
    if (!moov || moov.size > MAX_MOOV_BYTES) return false;
    const data = Buffer.alloc(moov.size);
    await handle.read(data, 0, moov.size, moov.at);
    const top = childBoxes(data, 0, moov.size)?.[0];
    const boxes = top && childBoxes(data, top.start, top.end);
    // Fragmented files keep their samples in moof boxes: ffprobe reads those.
    if (!boxes || boxes.some((box) => box.type === 'mvex')) return false;
    const movieSeconds = durationSeconds(
      data,
      boxes.find((box) => box.type === 'mvhd'),
    );
    return boxes
      .filter((box) => box.type === 'trak')
      .some((trak) => {
        const track = videoTrack(data, trak);
        return (
          !!track &&
          KNOWN_VIDEO_CODECS.has(track.codec) &&
          track.width > 0 &&
          track.height > 0 &&
          (track.seconds > 0 || movieSeconds > 0) &&
          !!track.firstSample &&
          track.firstSample.size > 0 &&
          track.firstSample.offset + track.firstSample.size <= fileSize
        );
      });
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}
