import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface UploadResult {
  status: number;
  body: string;
  ms: number;
  bytes: number;
}

/**
 * POSTs a multipart form whose file part is streamed from disk: the request body is produced
 * piece by piece (fields, file chunks, closing boundary) with an exact Content-Length, so the
 * client never holds the file in memory.
 */
export async function uploadMultipart(options: {
  url: string;
  token: string;
  fields: Record<string, string>;
  fileField: string;
  filePath: string;
  fileName: string;
  contentType: string;
  timeoutMs?: number;
}): Promise<UploadResult> {
  const boundary = `----ideaignite-bench-${randomBytes(12).toString('hex')}`;
  const fieldParts = Object.entries(options.fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${fieldParts}--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField}"; filename="${options.fileName}"\r\nContent-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileSize = statSync(options.filePath).size;
  const length = head.length + fileSize + tail.length;

  const started = performance.now();
  const request = http.request(options.url, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${options.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    timeout: options.timeoutMs ?? 120_000,
  });
  const response = new Promise<UploadResult>((resolve, reject) => {
    request.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
          bytes: fileSize,
        }),
      );
      res.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error('upload timed out')));
    request.once('error', reject);
  });
  async function* body() {
    yield head;
    yield* createReadStream(options.filePath, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  // A server may answer (and close) before the whole body is sent: its answer is what counts.
  const [result] = await Promise.all([
    response,
    pipeline(Readable.from(body(), { objectMode: false }), request).catch(() => undefined),
  ]);
  return result;
}
