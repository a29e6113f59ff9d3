import type { SharedImageWidth, SharedKind } from '@ideaignite/contract';
import sharp from 'sharp';
import type { MediaStorage } from '../../media/storage.ts';

/** The preview image's size: a post's is 1200 × 630 (or 600 × 315), a profile's picture square. */
export function sharedImageSize(kind: SharedKind, width: SharedImageWidth) {
  if (kind === 'profile') return { width: 600, height: 600 };
  return { width, height: Math.round((width * 630) / 1200) };
}

/** Made images, by stored key and size: a preview is asked for by every crawler of a shared link. */
const made = new Map<string, Buffer>();
const MADE_KEPT = 100;

/**
 * The JPEG for a stored poster, cover or picture at the preview's size (cropped to fill it, made
 * larger when the original is smaller), or null when the file is gone. JPEG because every link
 * preview reads it; WebP is not shown by all of them.
 */
export async function makeSharedImage(
  storage: MediaStorage,
  key: string,
  size: { width: number; height: number },
): Promise<Buffer | null> {
  const id = `${key}@${size.width}x${size.height}`;
  const kept = made.get(id);
  if (kept) return kept;
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const image = await sharp(Buffer.concat(chunks), { limitInputPixels: 40_000_000 })
    .resize({ ...size, fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toBuffer();
  if (made.size >= MADE_KEPT) made.delete(made.keys().next().value as string);
  made.set(id, image);
  return image;
}
