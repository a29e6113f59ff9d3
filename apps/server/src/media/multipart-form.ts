import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { API_ERRORS, textProblem } from '@ideaignite/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/**
 * How much of an upload may wait in memory for the disk. With the stream default (16 KB) every
 * 64 KB the socket delivers filled the file stream: the socket was paused until that one write
 * came back from the thread pool, then resumed, about 800 times for 50 MB. With room for 1 MB the
 * socket keeps flowing and the chunks waiting go to the disk in one writev: a 50 MB upload took
 * 0.16-0.17 s instead of 0.22-0.28 s (bench/README.md, "Uploads", 2026-11-30).
 */
export const UPLOAD_WRITE_BUFFER_BYTES = 1024 * 1024;

export interface UploadedFile {
  path: string;
  size: number;
  filename: string;
  declaredType: string;
}

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  /** Removes the temp files that were not moved into storage. */
  cleanup(): Promise<void>;
}

export interface FileRule {
  maxBytes: number;
  tooLargeMessage: string;
}

export interface MultipartFormOptions {
  /** Files stream to temp files under its tmp/ folder. */
  dataDir: string;
  /** The file fields expected, each with its size limit (enforced while streaming: 413). */
  files: Record<string, FileRule>;
  /** Sends error messages as `error` too (the calls whose client reads `error`). */
  errorField?: boolean;
}

/**
 * Reads a multipart request (see readMultipartForm), hands the form to `use`, and afterwards,
 * whatever happened, removes the temp files `use` did not move into storage.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  options: MultipartFormOptions,
  use: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  const form = await readMultipartForm(request, {
    tempDir: path.join(options.dataDir, 'tmp'),
    files: options.files,
    errorField: options.errorField,
  });
  try {
    return await use(form);
  } finally {
    await form.cleanup();
  }
}

/**
 * Reads a multipart request, streaming each expected file to a temp file (never whole in memory)
 * and stopping at its size limit with 413. A text field holding control characters is a 400.
 * Unknown file fields are drained and ignored. On any failure nothing is left behind.
 */
async function readMultipartForm(
  request: FastifyRequest,
  options: { tempDir: string; files: Record<string, FileRule>; errorField?: boolean },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, API_ERRORS.notMultipart, {
      errorField: options.errorField,
    });
  }
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, UploadedFile> = {};
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((file) => rm(file, { force: true })));
  };
  try {
    await mkdir(options.tempDir, { recursive: true });
    const largest = Math.max(1, ...Object.values(options.files).map((rule) => rule.maxBytes));
    for await (const part of request.parts({
      limits: { fileSize: largest, fields: 50, fieldSize: 100_000, files: 5 },
    })) {
      if (part.type === 'field') {
        // Browsers send line breaks in form fields as CRLF; store them as plain newlines.
        const value = (typeof part.value === 'string' ? part.value : String(part.value ?? '')).replace(
          /\r\n?/g,
          '\n',
        );
        const problem = textProblem(part.fieldname) ?? textProblem(value);
        if (problem) throw new HttpError(400, API_ERRORS[problem], { errorField: options.errorField });
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
        continue;
      }
      const rule = options.files[part.fieldname];
      if (!rule || files[part.fieldname] || !part.filename) {
        part.file.resume();
        continue;
      }
      const temp = path.join(options.tempDir, `${randomUUID()}.upload`);
      temps.push(temp);
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(temp, { highWaterMark: UPLOAD_WRITE_BUFFER_BYTES }));
      // The stream stops silently at the limit: a truncated file is a refused upload.
      if (part.file.truncated || size > rule.maxBytes) {
        throw new HttpError(413, rule.tooLargeMessage, { errorField: options.errorField });
      }
      if (size === 0) continue;
      files[part.fieldname] = { path: temp, size, filename: part.filename, declaredType: part.mimetype };
    }
  } catch (error) {
    await cleanup();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, API_ERRORS.tooManyFormParts, { errorField: options.errorField });
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, API_ERRORS.fileTooLarge, { errorField: options.errorField });
    // A client that went away mid-upload, or a malformed body.
    throw new HttpError(400, API_ERRORS.uploadInterrupted, {
      errorField: options.errorField,
    });
  }
  return { fields, files, cleanup };
}

/** A single text value of a form field (the first, when repeated). */
export function fieldValue(form: MultipartForm, name: string): string | undefined {
  const value = form.fields[name];
  return Array.isArray(value) ? value[0] : value;
}
