/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self time by package (or app folder) and the
 * top functions, so "where does a request's CPU go" has an answer in numbers.
 *
 *   BENCH_CHILD_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx bench/api/scale.ts --sizes 10000 --rounds 1
 *   npx tsx bench/profile/summarise.ts /tmp/prof/CPU.*.cpuprofile [--top 40] [--from 19 --to 33]
 *
 * `--from`/`--to` keep only the samples taken that many seconds after the profile started (one
 * phase of a bench, without the start-up's compiling). The last table is inclusive time: each
 * function with everything it called, which names the app code behind a library's self time.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `apps/server/src/db/…` → `server/db`. */
function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const app = /\/(apps\/server\/src|packages\/contract\/src)\/([^/]+)/.exec(url);
  if (app)
    return `${app[1] === 'packages/contract/src' ? 'contract' : 'server'}/${app[2]!.replace(/\.ts$/, '')}`;
  if (url.startsWith('node:')) return url;
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
}

function summarise(file: string, top: number, fromSeconds: number, toSeconds: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromSeconds * 1e6 || at > toSeconds * 1e6) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const idle = [...self.entries()]
    .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
    .reduce((sum, [, value]) => sum + value, 0);
  const busy = total - idle;
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const bucket = bucketOf(url, functionName);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} ${bucket}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const pct = (micros: number) => `${((100 * micros) / busy).toFixed(1)}%`.padStart(6);
  console.log(`# ${file}`);
  const window =
    Number.isFinite(toSeconds) || fromSeconds > 0 ? `, samples from ${fromSeconds} s to ${toSeconds} s` : '';
  console.log(
    `wall ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s${window}, busy ${(busy / 1e6).toFixed(2)} s (${((100 * busy) / total).toFixed(0)}% of samples); shares are of busy time\n`,
  );
  console.log('## by package or app folder (self time)');
  for (const [name, micros] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(micros)}  ${name}`);
  }
  console.log('\n## top functions (self time)');
  for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(micros)}  ${name}`);
  }
  console.log('\n## top functions (inclusive: self and everything called)');
  for (const [name, micros] of [...inclusiveTimes(profile, byId, self)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`${pct(micros)}  ${name}`);
  }
  console.log();
}

/** Each function's self time plus its callees', counted once per function on a stack (recursion). */
function inclusiveTimes(profile: Profile, byId: Map<number, ProfileNode>, self: Map<number, number>) {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const times = new Map<string, number>();
  for (const [id, micros] of self) {
    if (byId.get(id)?.callFrame.functionName === '(idle)') continue;
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const { functionName, url, lineNumber } = byId.get(current)!.callFrame;
      if (functionName === '(root)') continue;
      const name = `${functionName || '(anonymous)'} ${bucketOf(url, functionName)}:${lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      times.set(name, (times.get(name) ?? 0) + micros);
    }
  }
  return times;
}

const args = process.argv.slice(2);
const numberAfter = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const top = numberAfter('top', 30);
const from = numberAfter('from', 0);
const to = numberAfter('to', Number.POSITIVE_INFINITY);
const files = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
if (files.length === 0) {
  console.error(
    'usage: npx tsx bench/profile/summarise.ts <file.cpuprofile>… [--top 30] [--from S] [--to S]',
  );
  process.exit(1);
}
for (const file of files) summarise(file, top, from, to);
