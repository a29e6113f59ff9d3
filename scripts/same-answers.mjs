#!/usr/bin/env node
// The same-answers proof of a restructuring: two built checkouts (before and after) each start
// their server on a fresh embedded database with the demo data, get the same requests, and their
// answers are compared once what differs by nature (ids, times, tokens, build hashes) is named.
//
//   node scripts/same-answers.mjs --before /tmp/before --after . [--out /tmp/same-answers]
//
// Each checkout must be built (`npm run build`). The requests come from the OpenAPI document the
// servers publish (both must publish the same one, sorted, or the proof stops there): every GET,
// as nobody and as each demo role, with path parameters filled from ids the lists answered; every
// other method with an empty body (a refusal, which changes nothing) as each role; and the
// server-rendered pages (the landing page, the sign-in page, a profile). Prints one line per
// difference and a summary; exits 1 if any.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './lib/free-port.mjs';

const DEMO_PASSWORD = 'Ignite@2025';
const ROLES = ['hustler', 'investor', 'cofounder', 'jobseeker', 'moderator'];
const PAGES = ['/', '/signin', '/signup', '/about', '/nonexistent-page'];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/** Starts a checkout's built server on a free port with a fresh data folder; resolves when it answers. */
async function startServer(checkout) {
  const port = await findFreePort(4100 + Math.floor(Math.random() * 800));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'same-answers-'));
  const child = spawn(process.execPath, [path.join(checkout, 'apps/server/dist/main.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server of ${checkout} exited (${child.exitCode})`);
    try {
      const answer = await fetch(`${origin}/readyz`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server of ${checkout} did not answer in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Names what differs between two runs by nature, in order of appearance: ids, times, tokens, hashes. */
function normaliser() {
  const names = new Map();
  const nameOf = (kind, value) => {
    const key = `${kind}:${value}`;
    if (!names.has(key)) names.set(key, `<${kind}${names.size}>`);
    return names.get(key);
  };
  const normalise = (text) =>
    text
      .replace(/"(\w*[cC]ursor)"\s*:\s*"([\w-]+)"/g, (_, key, cursor) => {
        // A page cursor carries a time and an id: name what it carries.
        return `"${key}":"<cursor ${normalise(Buffer.from(cursor, 'base64url').toString('utf8'))}>"`;
      })
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) =>
        nameOf('id', id.toLowerCase()),
      )
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g, '<time>')
      .replace(/\b1[6-9]\d{11}\b/g, '<ms>')
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
      .replace(/([\w/.-]+?)-[\w-]{8}\.(js|css|woff2|png|webp|svg|jpg)\b/g, '$1-<hash>.$2')
      .replace(/(nonce|sig|signature|token|expires|X-Amz-[\w-]+)=[^&"'\s]+/gi, '$1=<v>')
      .replace(/"(nonce|etag|csrf[\w]*)"\s*:\s*"[^"]*"/gi, '"$1":"<v>"');
  return normalise;
}

async function ask(origin, request, cookie) {
  const headers = { accept: request.accept ?? 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const answer = await fetch(origin + request.path, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await answer.text();
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text };
}

async function signIn(origin, role) {
  const answer = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@demo.ideaignite.in`, password: DEMO_PASSWORD }),
  });
  const json = await answer.json();
  const token = json.accessToken;
  if (!token) throw new Error(`could not sign in as ${role}: ${answer.status}`);
  return token;
}

/** Ids a server's lists answered, by the parameter name they can fill. */
function collectIds(json, found) {
  const visit = (value, parentKey) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, parentKey);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry === 'string' && /^[0-9a-f-]{36}$/i.test(entry)) {
        const name = key === 'id' || key === '_id' ? `${parentKey ?? ''}Id` : key;
        if (!found.has(name)) found.set(name, entry);
      } else visit(entry, key.replace(/s$/, ''));
    }
  };
  visit(json);
}

function fill(template, ids) {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name) => {
    const value =
      ids.get(name) ??
      [...ids.entries()].find(([key]) => key.toLowerCase().endsWith(name.toLowerCase()))?.[1];
    if (!value) missing = true;
    return value ?? '00000000-0000-4000-8000-000000000000';
  });
  return { filled, missing };
}

/** The same requests to one server; returns [label, normalised answer] pairs. */
async function replay(origin, operations) {
  const normalise = normaliser();
  const results = [];
  const tokens = new Map([['nobody', undefined]]);
  for (const role of ROLES) tokens.set(role, await signIn(origin, role));
  const ids = new Map();
  const gets = operations.filter((op) => op.method === 'GET');
  // Lists first (no parameters), so their ids can fill the rest.
  const ordered = [
    ...gets.filter((op) => !op.path.includes('{')),
    ...gets.filter((op) => op.path.includes('{')),
  ];
  for (const [who, token] of tokens) {
    for (const op of ordered) {
      const { filled, missing } = fill(op.path, ids);
      const answer = await ask(origin, { method: 'GET', path: filled, token });
      if (answer.type.includes('json') && answer.status < 300) {
        try {
          collectIds(JSON.parse(answer.text), ids);
        } catch {
          // not JSON after all
        }
      }
      results.push([
        `${who} GET ${op.path}${missing ? ' (an unknown id)' : ''}`,
        `${answer.status} ${normalise(answer.text)}`,
      ]);
    }
  }
  for (const [who, token] of tokens) {
    for (const op of operations.filter(
      (o) => o.method !== 'GET' && !/signout|logout|sessions\/\{|erase|delete-account/i.test(o.path),
    )) {
      const { filled } = fill(op.path, new Map());
      const answer = await ask(origin, {
        method: op.method,
        path: filled,
        token,
        body: op.method === 'DELETE' ? undefined : {},
      });
      results.push([
        `${who} ${op.method} ${op.path} (empty body, unknown ids)`,
        `${answer.status} ${normalise(answer.text)}`,
      ]);
    }
  }
  for (const page of PAGES) {
    const answer = await ask(origin, { method: 'GET', path: page, accept: 'text/html' });
    results.push([`page ${page}`, `${answer.status} ${normalise(answer.text)}`]);
  }
  return results;
}

async function openApiOf(origin) {
  const answer = await fetch(`${origin}/api/docs/json`);
  if (!answer.ok) throw new Error(`no OpenAPI document at ${origin}/api/docs/json (${answer.status})`);
  const sort = (value) =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort(value[key])]),
          )
        : value;
  return JSON.stringify(sort(await answer.json()), null, 1);
}

function operationsOf(document) {
  const operations = [];
  for (const [route, methods] of Object.entries(JSON.parse(document).paths)) {
    for (const method of Object.keys(methods)) operations.push({ method: method.toUpperCase(), path: route });
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const before = path.resolve(option('before', ''));
const after = path.resolve(option('after', '.'));
const out = path.resolve(option('out', path.join(os.tmpdir(), 'same-answers')));
if (!option('before')) {
  console.error(
    'usage: node scripts/same-answers.mjs --before <built checkout> --after <built checkout> [--out dir]',
  );
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const runs = {};
for (const [name, checkout] of [
  ['before', before],
  ['after', after],
]) {
  const server = await startServer(checkout);
  try {
    const document = await openApiOf(server.origin);
    writeFileSync(path.join(out, `${name}-openapi.json`), document);
    runs[name] = { document, answers: await replay(server.origin, operationsOf(document)) };
  } finally {
    await server.stop();
  }
  writeFileSync(
    path.join(out, `${name}-answers.txt`),
    runs[name].answers.map(([l, a]) => `## ${l}\n${a}\n`).join(''),
  );
}

let differences = 0;
if (runs.before.document !== runs.after.document) {
  differences++;
  console.log(`the OpenAPI documents differ: diff ${out}/before-openapi.json ${out}/after-openapi.json`);
}
const afterByLabel = new Map(runs.after.answers);
for (const [label, answer] of runs.before.answers) {
  if (afterByLabel.get(label) !== answer) {
    differences++;
    console.log(`differs: ${label}`);
  }
}
const pages = runs.before.answers.filter(([label]) => label.startsWith('page ')).length;
console.log(
  `${runs.before.answers.length} requests (${pages} pages), OpenAPI ${runs.before.document.length} bytes: ` +
    `${differences} differ (answers in ${out})`,
);
process.exit(differences === 0 ? 0 : 1);
