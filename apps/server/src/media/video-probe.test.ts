import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, WORDS } from '@ideaignite/contract';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { FTYP_THEN_HTML, formData, mp4Video } from '../test/fixtures.ts';
import { databaseLabel } from '../test/test-database.ts';
import { ProgramError, runProgram } from './run-program.ts';
import { isPlayableVideo } from './video-probe.ts';

describe(`uploaded videos are probed whole with ffprobe (${databaseLabel()})`, () => {
  let t: TestContext;
  let hustler: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    hustler = await signUpUser(t.app, 'Hustler');
  });
  afterAll(() => t.close());

  const files = (folder: string) => {
    try {
      return readdirSync(path.join(t.dataDir, folder), { recursive: true });
    } catch {
      return [];
    }
  };
  const upload = (data: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Pitch', description: 'Demo' },
        { video: { data, name: 'pitch.mp4', type: 'video/mp4' } },
      ),
    });

  it('isPlayableVideo: a real clip yes; the ftyp-then-HTML file, text and an empty box no', async () => {
    const write = async (name: string, data: Buffer) => {
      const file = path.join(t.dataDir, name);
      await writeFile(file, data);
      return file;
    };
    expect(await isPlayableVideo(await write('real.mp4', await mp4Video()))).toBe(true);
    expect(await isPlayableVideo(await write('fake.mp4', FTYP_THEN_HTML))).toBe(false);
    expect(await isPlayableVideo(await write('text.mp4', Buffer.from('hello '.repeat(500))))).toBe(false);
    expect(await isPlayableVideo(await write('box.mp4', FTYP_THEN_HTML.subarray(0, 24)))).toBe(false);
  });

  it('the ftyp-then-HTML file passes the magic-byte check but is refused with 415; nothing is stored', async () => {
    expect((await fileTypeFromBuffer(FTYP_THEN_HTML))?.mime).toBe('video/mp4');
    const response = await upload(FTYP_THEN_HTML);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: WORDS.videoUpload.invalidType,
      error: WORDS.videoUpload.invalidType,
    });
    expect(await t.database.db.select().from(videos)).toEqual([]);
    expect(files('media')).toEqual([]);
    expect(files('tmp')).toEqual([]);
  });

  it('a real small mp4 is accepted', async () => {
    const response = await upload(await mp4Video());
    expect(response.statusCode).toBe(201);
    expect(await t.database.db.select().from(videos)).toHaveLength(1);
    await t.app.container.background.drain();
    expect(files('tmp')).toEqual([]);
  });
});

describe('a probe whose program runner stops', () => {
  it("fails as the server's fault (a 500), not as a refused video", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ideaignite-probe-'));
    // A named pipe nobody writes to: ffprobe waits on it until it is killed.
    const stuck = path.join(dir, 'stuck.mp4');
    execFileSync('mkfifo', [stuck]);
    try {
      const { stdout } = await runProgram('sh', ['-c', 'echo "$PPID"'], { timeoutMs: 5_000 });
      const outcome = isPlayableVideo(stuck).then(
        (playable) => ({ playable }),
        (error: unknown) => ({ error }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(Number(stdout.trim()), 'SIGKILL');
      const { error } = (await outcome) as { error?: unknown };
      expect(error).toBeInstanceOf(ProgramError);
      expect((error as ProgramError).code).toBe('ERUNNER');
    } finally {
      // The killed runner could not end the probe it had started.
      try {
        execFileSync('pkill', ['-KILL', '-f', stuck]);
      } catch {
        // None left.
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
