// Loaded into a server process with `--expose-gc --import`: on SIGUSR2 it collects garbage and
// writes process.memoryUsage() to MEMORY_PROBE_FILE, so a bench can read the heap of another process.
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
