#!/usr/bin/env node
// Checks the deploy files without Docker or Kubernetes: the YAML parses (schema-less), every
// Kubernetes document names its apiVersion, kind and name, the app's environment uses only
// settings apps/server/src/config.ts reads and has the ones many nodes need, the probes point
// at /healthz and /readyz, the image and the migration steps run files the server's build writes
// (apps/server/build.mjs), and (when nginx is installed) `nginx -t` accepts the proxy config.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

const DEPLOY = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(DEPLOY);
const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};

// The settings the server reads: the keys of EnvSchema in config.ts.
const configSource = readFileSync(path.join(ROOT, 'apps/server/src/config.ts'), 'utf8');
const schema = configSource.slice(
  configSource.indexOf('const EnvSchema'),
  configSource.indexOf('export interface Config'),
);
const known = new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
check(known.has('DATABASE_URL') && known.has('JWT_SECRET'), 'could not read the settings from config.ts');
// Read by the infrastructure containers (PostgreSQL, MinIO), not by the app.
const infra = new Set(['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']);
const needed = ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'S3_BUCKET', 'TRUST_PROXY', 'HOST', 'PUBLIC_URL'];

// What apps/server/build.mjs compiles: its entry points, `apps/server/dist/<name>.js` from a source.
const buildSource = readFileSync(path.join(ROOT, 'apps/server/build.mjs'), 'utf8');
const entries = new Map(
  [...buildSource.matchAll(/^\s+(\w+): path\.join\(here, '([^']+)'\)/gm)].map((m) => [m[1], m[2]]),
);
check(
  entries.has('main') && entries.has('migrate'),
  'could not read the entry points from apps/server/build.mjs',
);
for (const [name, source] of entries)
  check(
    existsSync(path.join(ROOT, 'apps/server', source)),
    `build.mjs: the ${name} entry's ${source} is missing`,
  );

/** The command runs the compiled `entry` (apps/server/dist/<entry>.js), one the build writes. */
function runsCompiled(where, command, entry) {
  const text = Array.isArray(command) ? command.join(' ') : String(command ?? '');
  check(entries.has(entry), `${where}: apps/server/build.mjs compiles no ${entry}`);
  check(text.includes(`apps/server/dist/${entry}.js`), `${where}: does not run apps/server/dist/${entry}.js`);
}

function checkAppEnv(where, names) {
  for (const name of names)
    check(known.has(name) || infra.has(name), `${where}: ${name} is not a setting of the server`);
  for (const name of needed) check(names.includes(name), `${where}: ${name} is missing`);
}

// Compose
const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true });
const app = compose.services?.app;
check(app, 'compose.yaml: no app service');
const composeEnv = Object.keys(app?.environment ?? {});
checkAppEnv('compose.yaml app', composeEnv);
check(app?.environment?.HOST === '0.0.0.0', 'compose.yaml: HOST must be 0.0.0.0');
check(String(app?.healthcheck?.test).includes('/readyz'), 'compose.yaml: app health check must use /readyz');
// The migrations run once, before any node starts (nodes started together would race on them).
check(compose.services?.migrate, 'compose.yaml: no migrate step');
runsCompiled('compose.yaml migrate', compose.services?.migrate?.command, 'migrate');
check(
  app?.depends_on?.migrate?.condition === 'service_completed_successfully',
  'compose.yaml: app must wait for migrate to complete',
);
for (const name of ['postgres', 'redis', 'minio', 'nginx'])
  check(compose.services?.[name], `compose.yaml: no ${name}`);

// Kubernetes
const k8sDir = path.join(DEPLOY, 'k8s');
const docs = [];
for (const file of readdirSync(k8sDir).filter((name) => name.endsWith('.yaml'))) {
  for (const doc of parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8'))) {
    check(doc.errors.length === 0, `k8s/${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS();
    if (!value) continue;
    if (file !== 'kustomization.yaml')
      check(
        value.apiVersion && value.kind && value.metadata?.name,
        `k8s/${file}: a document lacks apiVersion, kind or metadata.name`,
      );
    docs.push({ file, ...value });
  }
}
const kustomization = docs.find((doc) => doc.kind === 'Kustomization');
for (const resource of kustomization?.resources ?? [])
  check(existsSync(path.join(k8sDir, resource)), `kustomization: ${resource} missing`);
const configMap = docs.find((doc) => doc.kind === 'ConfigMap' && doc.metadata.name === 'ideaignite-config');
const secretKeys = readFileSync(path.join(k8sDir, 'secrets.env.example'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('=')[0]);
checkAppEnv('k8s app (config + secrets)', [...Object.keys(configMap?.data ?? {}), ...secretKeys]);
check(configMap?.data?.HOST === '0.0.0.0', 'k8s config: HOST must be 0.0.0.0');
const deployment = docs.find((doc) => doc.kind === 'Deployment' && doc.metadata.name === 'ideaignite');
const pod = deployment?.spec?.template?.spec;
const container = pod?.containers?.[0];
check(container?.readinessProbe?.httpGet?.path === '/readyz', 'k8s: readiness must be /readyz');
check(container?.livenessProbe?.httpGet?.path === '/healthz', 'k8s: liveness must be /healthz');
check(container?.lifecycle?.preStop, 'k8s: no preStop');
check(pod?.terminationGracePeriodSeconds >= 20, 'k8s: terminationGracePeriodSeconds below 20');
const migrateInit = pod?.initContainers?.find((init) => init.name === 'migrate');
check(migrateInit, 'k8s: no migrate init container');
runsCompiled('k8s migrate init container', migrateInit?.command, 'migrate');
// Socket.IO sticky by cookie; every other path not (decision 054).
const ingresses = docs.filter((doc) => doc.kind === 'Ingress');
const ingressFor = (prefix) =>
  ingresses.find((doc) =>
    doc.spec?.rules?.some((rule) => rule.http?.paths?.some((entry) => entry.path === prefix)),
  );
const sticky = (doc) => doc?.metadata?.annotations?.['nginx.ingress.kubernetes.io/affinity'] === 'cookie';
check(ingressFor('/socket.io/') && sticky(ingressFor('/socket.io/')), 'k8s: /socket.io/ not sticky');
check(ingressFor('/') && !sticky(ingressFor('/')), 'k8s: the ingress for / must not be sticky');

// The image runs the compiled server.
const dockerfile = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
runsCompiled('Dockerfile CMD', dockerfile.match(/^CMD (.*)$/m)?.[1], 'main');
check(
  /^COPY .*apps\/server\/dist apps\/server\/dist$/m.test(dockerfile),
  'Dockerfile: apps/server/dist not copied',
);

// nginx -t on the proxy config, with the Compose host name swapped for an address.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
if (nginx) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideaignite-nginx-check-'));
  const conf = readFileSync(path.join(DEPLOY, 'nginx/ideaignite.conf'), 'utf8')
    .replace(/^(\s*)server app:3000/gm, '$1server 127.0.0.1:3000')
    .replace(/listen 80;/, 'listen 127.0.0.1:8080;');
  writeFileSync(path.join(dir, 'site.conf'), conf);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `${name}_temp_path ${dir}/${name};`,
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n${temp.join('\n')}\ninclude ${dir}/site.conf;\n}\n`,
  );
  const result = spawnSync(nginx, ['-t', '-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  check(result.status === 0, `nginx -t: ${result.stderr}`);
  rmSync(dir, { recursive: true, force: true });
  console.log(`nginx -t: ${result.status === 0 ? 'ok' : 'failed'}`);
} else {
  console.log('nginx not installed: skipped nginx -t');
}

console.log(
  `${docs.length} Kubernetes documents and compose.yaml parsed; ${known.size} server settings known.`,
);
if (problems.length > 0) {
  console.error(problems.map((problem) => `- ${problem}`).join('\n'));
  process.exit(1);
}
console.log('deploy files: ok');
