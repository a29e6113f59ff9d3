import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { type FileRule, type MultipartForm, readMultipartForm } from '../media/multipart-form.ts';

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
