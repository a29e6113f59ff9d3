/**
 * Child entry: the ceiling for the upload bench. A bare Fastify server with the same multipart
 * plugin (@fastify/multipart) that streams the file part of `POST /` to a temp file and answers
 * 201: no token, no type check, no probe, no poster, no database. It writes the file as the server
 * does (UPLOAD_WRITE_BUFFER_BYTES). Whatever an upload over HTTP costs on this machine beyond a
 * plain disk copy shows here.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { UPLOAD_WRITE_BUFFER_BYTES } from '../../apps/server/src/media/multipart-form.ts';
import { runChild, serveFastify } from '../lib/child-runtime.ts';

async function main() {
  const dir = process.env.BENCH_DATA_DIR;
  if (!dir) throw new Error('BENCH_DATA_DIR is required');
  const app = Fastify();
  await app.register(multipart, { throwFileSizeLimit: false });
  app.post('/', async (request, reply) => {
    const target = path.join(dir, 'bare-upload.bin');
    for await (const part of request.parts({ limits: { fileSize: 64 * 1024 * 1024 } })) {
      if (part.type === 'file')
        await pipeline(part.file, createWriteStream(target, { highWaterMark: UPLOAD_WRITE_BUFFER_BYTES }));
    }
    await rm(target, { force: true });
    return reply.status(201).send({ ok: true });
  });
  await serveFastify(app);
}

runChild(main);
