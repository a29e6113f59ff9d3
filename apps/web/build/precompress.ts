/// <reference types="node" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images, fonts and videos are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;
/**
 * What an answer from a compressed copy carries besides (`Content-Encoding: br`, `Vary:
 * Accept-Encoding`): a copy must save more than this, or the original goes smaller. Small files
 * count too: the landing's runtime chunk (0.7 KB) goes as 0.4 KB.
 */
const ENCODING_HEADERS_BYTES = 48;

/** The server-side renderer and its shell (src/ssr.tsx): read by the server, never sent. */
const PRIVATE_DIRS = new Set(['ssr']);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!PRIVATE_DIRS.has(entry.name)) yield* walk(full);
    } else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * under `dir`, keeping a copy only when it is smaller than the original and its headers. Done
 * once at build so the server sends the smallest copy at no CPU cost per request.
 */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const totals = { files: 0, raw: 0, brotli: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipAsync(source, { level: 9 }),
        ]);
        const saves = (copy: Buffer) => copy.length + ENCODING_HEADERS_BYTES < source.length;
        if (saves(br)) await writeFile(`${file}.br`, br);
        if (saves(gz)) await writeFile(`${file}.gz`, gz);
        totals.files += 1;
        totals.raw += source.length;
        totals.brotli += saves(br) ? br.length : source.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** Vite plugin: precompresses the build output (brotli + gzip) when the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: { info(message: string): void } = console;
  return {
    name: 'ideaignite:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const { files, raw, brotli: compressed } = await precompressDir(outDir);
      logger.info(`precompressed ${files} files: ${raw} → ${compressed} bytes (brotli)`);
    },
  };
}
