import autocannon from 'autocannon';
import { cpuSeconds } from './proc.ts';
import { median } from './stats.ts';

export interface LoadTarget {
  /** Full URL, query string included. */
  url: string;
  headers?: Record<string, string>;
  /** The server's process: its CPU seconds per request are reported as the meter `server`. */
  pid?: number;
}

export interface RoundFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
  /** CPU milliseconds per request served, by meter (`server` and the meters passed in). */
  cpuMs: Record<string, number>;
}

/** Median over rounds of each figure, plus every round's figures for the record. */
export interface Measured extends RoundFigures {
  rounds: RoundFigures[];
}

/**
 * Loads several servers with the same request in interleaved rounds: each round runs every server
 * once for `seconds`, in an order that rotates from round to round (a, b, c; b, c, a; …), so a
 * change in the machine's load lands on all of them. Reports the median of the rounds.
 */
export async function measureInterleaved<K extends string>(
  targets: Record<K, LoadTarget>,
  options: {
    seconds: number;
    connections: number;
    rounds: number;
    warmupSeconds: number;
    /** CPU seconds readers for processes every target shares (e.g. PostgreSQL, the bench itself). */
    meters?: Record<string, () => number>;
  },
): Promise<Record<K, Measured>> {
  const names = Object.keys(targets) as K[];
  const run = (name: K, seconds: number) =>
    autocannon({
      url: targets[name].url,
      headers: targets[name].headers ?? {},
      connections: options.connections,
      duration: seconds,
      timeout: 10,
    });
  if (options.warmupSeconds > 0) for (const name of names) await run(name, options.warmupSeconds);
  const rounds = Object.fromEntries(names.map((name) => [name, [] as RoundFigures[]])) as Record<
    K,
    RoundFigures[]
  >;
  for (let round = 0; round < options.rounds; round += 1) {
    const order = names.map((_, index) => names[(index + round) % names.length]!);
    for (const name of order) {
      const meters: Record<string, () => number> = { ...options.meters };
      const pid = targets[name].pid;
      if (pid !== undefined) meters.server = () => cpuSeconds(pid);
      const before = Object.fromEntries(Object.entries(meters).map(([meter, read]) => [meter, read()]));
      const result = await run(name, options.seconds);
      const served = Math.max(1, result.requests.total);
      const cpuMs = Object.fromEntries(
        Object.entries(meters).map(([meter, read]) => [meter, ((read() - before[meter]!) * 1000) / served]),
      );
      rounds[name].push({
        cpuMs,
        rps: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors + result.timeouts,
      });
    }
  }
  const out = {} as Record<K, Measured>;
  for (const name of names) {
    const list = rounds[name];
    out[name] = {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      bad: list.reduce((sum, r) => sum + r.bad, 0),
      cpuMs: Object.fromEntries(
        Object.keys(list[0]?.cpuMs ?? {}).map((meter) => [
          meter,
          median(list.map((r) => r.cpuMs[meter] ?? 0)),
        ]),
      ),
      rounds: list,
    };
  }
  return out;
}
