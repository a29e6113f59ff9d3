import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProgramError, runProgram } from './run-program.ts';

const sh = (script: string, options: Partial<Parameters<typeof runProgram>[2]> = {}) =>
  runProgram('sh', ['-c', script], { timeoutMs: 10_000, ...options });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the program succeeded');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProgramError);
      return error as ProgramError;
    },
  );

describe('ffmpeg and ffprobe are started by the program runner, never by the server itself', () => {
  it('a program is the runner’s child, not the server’s, and answers its output', async () => {
    const { stdout, stderr } = await sh('echo "$PPID"; echo "to stderr" >&2');
    const parent = Number(stdout.trim());
    expect(parent).toBeGreaterThan(1);
    expect(parent).not.toBe(process.pid);
    expect(stderr).toBe('to stderr\n');
  });

  it('a program that exits non-zero fails with its exit code and what it wrote to stderr', async () => {
    const error = await failure(sh('echo "bad input" >&2; exit 3'));
    expect(error.code).toBe(3);
    expect(error.killed).toBe(false);
    expect(error.stderr).toBe('bad input\n');
    expect(error.message).toContain('bad input');
  });

  it('a program that is not installed fails with ENOENT', async () => {
    const error = await failure(runProgram('no-such-program-ideaignite', [], { timeoutMs: 5_000 }));
    expect(error.code).toBe('ENOENT');
  });

  it('a program past its time is killed', async () => {
    const error = await failure(sh('sleep 30', { timeoutMs: 200 }));
    expect(error.killed).toBe(true);
  });

  it('aborting kills the program', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = failure(sh('sleep 30', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    const error = await run;
    expect(error.killed).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    // An already aborted signal starts nothing.
    expect((await failure(sh('echo never', { signal: controller.signal }))).code).toBe('ABORT_ERR');
  });

  it('a program that writes more than it may is killed, and its output is bounded', async () => {
    const error = await failure(sh('yes', { maxStdoutBytes: 64 * 1024 }));
    expect(error.code).toBe('EMAXBUFFER');
    const long = await failure(
      sh('head -c 100000 /dev/zero | tr "\\0" x >&2; exit 1', { maxStderrBytes: 1000 }),
    );
    expect(long.stderr).toHaveLength(1000);
  });

  it('a niceness runs the program at a lower CPU priority', async () => {
    // The niceness is set just after the start: the shell waits before it asks.
    const { stdout } = await sh('sleep 0.3; nice', { niceness: 10 });
    expect(Number(stdout.trim())).toBe(10);
  });

  it.skipIf(!existsSync('/proc/self/autogroup'))(
    "a niceness lowers the program's scheduling group too, where the kernel groups sessions",
    async () => {
      const { stdout } = await sh('sleep 0.3; cat /proc/self/autogroup', { niceness: 19 });
      expect(stdout).toMatch(/nice 19$/m);
      // The server's own group keeps its niceness.
      expect(readFileSync('/proc/self/autogroup', 'utf8')).not.toMatch(/nice 19$/m);
    },
  );

  it('programs run side by side', async () => {
    const outputs = await Promise.all(['a', 'b', 'c'].map((name) => sh(`sleep 0.2; echo ${name}`)));
    expect(outputs.map(({ stdout }) => stdout)).toEqual(['a\n', 'b\n', 'c\n']);
  });

  it('a runner that dies fails what it was running, and the next program starts a new one', async () => {
    const { stdout } = await sh('echo "$PPID"');
    const runnerPid = Number(stdout.trim());
    const running = failure(sh('sleep 5'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(runnerPid, 'SIGKILL');
    expect((await running).code).toBe('ERUNNER');
    const again = await sh('echo "$PPID"');
    const newPid = Number(again.stdout.trim());
    expect(newPid).not.toBe(runnerPid);
    expect(newPid).not.toBe(process.pid);
  });
});
