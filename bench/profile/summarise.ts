/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self time by package (or app folder) and the
 * top functions, so "where does a request's CPU go" has an answer in numbers.
 *
 *   BENCH_CHILD_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx bench/api/scale.ts --sizes 10000 --rounds 1
 *   npx tsx bench/profile/summarise.ts /tmp/prof/CPU.*.cpuprofile [--top 40]
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

function summarise(file: string, top: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
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
  console.log(
    `wall ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(2)} s (${((100 * busy) / total).toFixed(0)}% of samples); shares are of busy time\n`,
  );
  console.log('## by package or app folder (self time)');
  for (const [name, micros] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(micros)}  ${name}`);
  }
  console.log('\n## top functions (self time)');
  for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(micros)}  ${name}`);
  }
  console.log();
}

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 30;
const files = args.filter((arg, index) => !arg.startsWith('--') && index !== topIndex + 1);
if (files.length === 0) {
  console.error('usage: npx tsx bench/profile/summarise.ts <file.cpuprofile>… [--top 30]');
  process.exit(1);
}
for (const file of files) summarise(file, top);
