import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error.ts';
import type { UploadedFile } from './multipart-form.ts';
import type { MediaStorage } from './storage.ts';

export interface ImageRule {
  /** Types accepted, checked by the file's content (magic bytes), not by its name. */
  allowed: readonly string[];
  message: string;
  folder: string;
  maxWidth: number;
  maxHeight: number;
  fit: 'cover' | 'inside';
}

/** Checks the picture by content, re-encodes it (size-capped, metadata stripped) and stores it. */
export async function storeImage(
  storage: MediaStorage,
  file: UploadedFile,
  rule: ImageRule,
  errorField = false,
) {
  const detected = await fileTypeFromFile(file.path);
  if (!detected || !rule.allowed.includes(detected.mime))
    throw new HttpError(415, rule.message, { errorField });
  let data: Buffer;
  try {
    data = await sharp(file.path, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: rule.maxWidth, height: rule.maxHeight, fit: rule.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, rule.message, { errorField });
  }
  const key = `${rule.folder}/${randomUUID()}.webp`;
  await storage.putBuffer(key, data);
  return key;
}
