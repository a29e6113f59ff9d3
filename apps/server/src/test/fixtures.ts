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
