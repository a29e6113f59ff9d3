import sharp from 'sharp';

/** A real PNG (with an orientation tag to prove metadata is stripped). */
export function pngImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 249, g: 115, b: 22 } } })
    .png()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function jpegImage(width = 400, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 27, b: 75 } } })
    .jpeg()
    .toBuffer();
}

/** Builds multipart form data: string or string[] values are fields, Buffers are files. */
export function formData(
  fields: Record<string, string | string[]>,
  files: Record<string, { data: Buffer; name: string; type: string }> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  return form;
}

const GUIDE_CLIP = new URL('../../../web/public/guides/getting-started.mp4', import.meta.url);

/** A real MP4 (one of our guide clips), padded with zeros to exactly `size` bytes when asked. */
export async function mp4Video(size?: number): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  const clip = await readFile(GUIDE_CLIP);
  if (size === undefined) return clip;
  if (size < clip.length) throw new Error('size below the clip length');
  return Buffer.concat([clip, Buffer.alloc(size - clip.length)]);
}

/**
 * Finding 6 of an earlier review: a 24-byte `ftyp` box (so the magic bytes say MP4) followed by an
 * HTML page. The upload must refuse it (415) although its type sniffs as video/mp4.
 */
export const FTYP_THEN_HTML = Buffer.concat([
  Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'),
  Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>'),
]);
