import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { freePort } from './redis-server.ts';
import { stopChild, waitUntil } from './server-process.ts';

export const DEPLOY_NGINX_CONF = path.join(REPO_ROOT, 'deploy/nginx/ideaignite.conf');
/** Test-only response header naming the node that answered, so a test can pin clients per node. */
export const UPSTREAM_HEADER = 'x-upstream-addr';
/**
 * A Socket.IO long-polling handshake: the one kind of request the proxy keeps on a node by the
 * `ii_node` cookie (everything else goes to the node with the fewest in flight, decision 054).
 * The session it opens on the node times out unused.
 */
export const SOCKET_HANDSHAKE = '/socket.io/?EIO=4&transport=polling';

/**
 * An `ii_node` cookie value per upstream (host:port), found by asking the proxy where a
 * Socket.IO handshake with each candidate lands.
 */
export async function pinsFor(proxyUrl: string, upstreams: string[]): Promise<string[]> {
  const pins: string[] = [];
  for (let i = 0; upstreams.some((_, index) => !pins[index]); i += 1) {
    if (i > 500) throw new Error('no cookie value reached every node');
    const response = await fetch(`${proxyUrl}${SOCKET_HANDSHAKE}`, {
      headers: { cookie: `ii_node=pin-${i}` },
    });
    await response.arrayBuffer();
    const index = upstreams.indexOf(response.headers.get(UPSTREAM_HEADER) ?? '');
    if (index >= 0 && !pins[index]) pins[index] = `pin-${i}`;
  }
  return pins;
}

/**
 * The deploy's nginx config with its nodes and port swapped for the test's, plus a header that
 * names the answering node. Throws when the config no longer has the lines it replaces.
 */
export function testNginxConfig(upstreams: string[], port: number): string {
  const replacements: [RegExp, string][] = [
    // Every upstream's node line (the sticky one and the least-in-flight one).
    [/^\s*server app:3000 (.*)$/gm, upstreams.map((node) => `    server ${node} $1`).join('\n')],
    [/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`],
    [
      /^(\s*)add_header Set-Cookie/m,
      `$1add_header X-Upstream-Addr $upstream_addr always;\n$1add_header Set-Cookie`,
    ],
  ];
  let conf = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(conf)) throw new Error(`${DEPLOY_NGINX_CONF} has no line matching ${pattern}`);
    conf = conf.replace(pattern, replacement);
  }
  return conf;
}

/**
 * Debian's nginx in front of `upstreams` (host:port), in the foreground as our child, with its
 * pid, logs and temp files in a throwaway dir. As root its workers run as `nobody`.
 */
export async function startNginx(upstreams: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'ideaignite-nginx-'));
  chmodSync(dir, 0o755); // workers (nobody) write request bodies and buffers below it
  const isRoot = process.getuid?.() === 0;
  writeFileSync(path.join(dir, 'ideaignite.conf'), testNginxConfig(upstreams, port));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  const main = [
    'daemon off;',
    isRoot ? 'user nobody nogroup;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...temp.map((name) => `  ${name}_temp_path ${dir}/${name};`),
    `  include ${dir}/ideaignite.conf;`,
    '}',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), main);

  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child: ChildProcess = spawn(binary, ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(child, `${url}/nginx-health`, 10_000);
  } catch (error) {
    await stopChild(child, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url,
    stop: async () => {
      await stopChild(child, 'SIGTERM'); // fast shutdown: open sockets are cut, not drained
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
