import {
  API,
  BlogFieldsSchema,
  CofounderProfileSchema,
  HustlerProfileSchema,
  InvestorProfileSchema,
  JobseekerProfileSchema,
  type Role,
  VideoFieldsSchema,
} from '@ideaignite/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from './test/build-test-app.ts';
import { formData, mp4Video, pngImage } from './test/fixtures.ts';
import { openToPitches } from './test/ignite.ts';
import { databaseLabel } from './test/test-database.ts';

/**
 * Property-based fuzzing of every write route and every route that takes query or path
 * parameters, found in the OpenAPI document (so calls added later are fuzzed too), with
 * signed-in users of each role: whatever arrives, the answer is never a 5xx, and every error
 * says why in `message`. Bounded: RUNS_PER_ROUTE cases per route.
 */
const RUNS_PER_ROUTE = 110;
const SEED = 20261124;

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  consumes?: string[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/blogs/{blogId}/comments */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
  multipart: boolean;
}

/** Multipart forms read their fields in the service, so their names come from the contract. */
const keys = (schema: { shape: object }) => Object.keys(schema.shape);
const MULTIPART_FORMS: Record<string, { fields: string[]; files: string[]; role: Role }> = {
  [API.addVideo]: { fields: keys(VideoFieldsSchema), files: ['video'], role: 'Hustler' },
  [API.addBlog]: { fields: keys(BlogFieldsSchema), files: ['image'], role: 'Hustler' },
  [API.profileHustler]: { fields: keys(HustlerProfileSchema), files: ['profilePic'], role: 'Hustler' },
  [API.updateHustlerProfile]: { fields: keys(HustlerProfileSchema), files: ['profilePic'], role: 'Hustler' },
  [API.profileCofounder]: { fields: keys(CofounderProfileSchema), files: ['profilePic'], role: 'Cofounder' },
  [API.profileInvestor]: { fields: keys(InvestorProfileSchema), files: ['profilePic'], role: 'Investor' },
  [API.profileJobseeker]: { fields: keys(JobseekerProfileSchema), files: ['profilePic'], role: 'Jobseeker' },
  [API.myProfile]: {
    fields: [...new Set([...keys(HustlerProfileSchema), ...keys(InvestorProfileSchema)])],
    files: ['profilePic'],
    role: 'Jobseeker',
  },
};

function routesOf(doc: OpenApi): Route[] {
  const routes: Route[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith(API.docs)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Route['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const params = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      const route: Route = {
        method: upper,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : null,
        multipart: !!operation.consumes?.includes('multipart/form-data') || path in MULTIPART_FORMS,
      };
      const writes = upper !== 'GET';
      if (writes || route.pathParams.length > 0 || route.queryParams.length > 0) routes.push(route);
    }
  }
  return routes;
}

// ---- What the fuzzer sends -------------------------------------------------------------------
/** One UTF-16 code unit of a surrogate pair on its own (high D800–DBFF or low DC00–DFFF). */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
/** Text with unpaired code units anywhere: alone, inside, at either end, a pair reversed or doubled. */
const unpairedText = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 12 }), loneSurrogate, fc.string({ maxLength: 12 }))
    .map(([before, unit, after]) => `${before}${unit}${after}`),
  fc
    .array(fc.oneof(loneSurrogate, fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join('')),
  fc.constantFrom(
    'x\ud800y',
    '\udc00',
    'end\ud83d',
    '\ude80start',
    '\ude80\ud83d',
    '\ud83d\ud83d',
    '🚀\udc00',
  ),
);
const otherText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    '\ud800',
    '\udfff\ud800',
    '\uffff',
    '🚀🔥',
    'नमस्ते',
    "' OR 1=1 --",
    '"; drop table users; --',
    '%00',
    '%',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'null',
    'undefined',
    '[]',
    '{}',
    '1e309',
    '-1',
    '0',
    '99999999999999999999999',
    'x'.repeat(5000),
    'ideation',
    'Social Impact Projects',
    'person@example.in',
    '["a\\u0000b"]',
  ),
);
// Rare enough per string that most bodies still reach validation and the services.
const nastyText = fc.oneof({ weight: 1, arbitrary: unpairedText }, { weight: 7, arbitrary: otherText });
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);
const leaf = fc.oneof(nastyText, nastyNumber, fc.boolean(), fc.constant(null));
const anything = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A cursor: ours are base64url JSON [createdAt, id]; forged ones at the edges of time, and garbage. */
const asCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const cursor = fc.oneof(
  fc.constantFrom(
    asCursor([new Date(-8.64e15).toISOString(), '00000000-0000-4000-8000-000000000000']),
    asCursor([new Date(8.64e15).toISOString(), '00000000-0000-4000-8000-000000000000']),
    asCursor(['2026-01-01T00:00:00.000Z', '-'.repeat(36)]),
  ),
  nastyText,
  fc.base64String({ maxLength: 60 }),
  fc
    .tuple(
      fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        nastyText,
        nastyNumber,
      ),
      fc.oneof(fc.uuid(), fc.stringMatching(/^[0-9a-f-]{36}$/), nastyText),
    )
    .map(asCursor),
);

interface Ids {
  users: string[];
  videos: string[];
  blogs: string[];
  notifications: string[];
  connections: string[];
}

function caseFor(route: Route, ids: Ids) {
  const idLike = fc.oneof(
    fc.constantFrom(...ids.users, ...ids.videos, ...ids.blogs, ...ids.notifications, ...ids.connections),
    fc.uuid(),
    nastyText.filter((s) => s.length > 0),
  );
  const pathValues = fc.tuple(...route.pathParams.map(() => idLike));
  const queryValue = (name: string) =>
    name === 'cursor' ? cursor : name === 'limit' ? fc.oneof(nastyNumber.map(String), nastyText) : nastyText;
  const query = fc.tuple(
    ...route.queryParams.map((name) =>
      fc.option(fc.oneof(queryValue(name), fc.array(queryValue(name), { minLength: 2, maxLength: 3 })), {
        nil: undefined,
      }),
    ),
  );
  const knownValue = fc.oneof(anything, idLike, nastyText);
  const jsonBody = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries((route.bodyFields ?? []).map((field) => [field, knownValue])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: fc.dictionary(nastyText, anything, { maxKeys: 5 }) },
    { weight: 1, arbitrary: anything },
  );
  const rawBody = fc.oneof(
    { weight: 6, arbitrary: jsonBody.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          'nul',
          '[1,2',
          '"\\u0000"',
          '{"text":"\\ud800"}',
          '{"text":"x\\udc00y"}',
          '',
        )
        .map((text) => ({ kind: 'raw-json' as const, text })),
    },
    { weight: 1, arbitrary: nastyText.map((text) => ({ kind: 'text' as const, text })) },
  );
  const form = MULTIPART_FORMS[route.path];
  const formFields = form?.fields ?? ['title', 'text'];
  const multipartBody = fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.dictionary(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...formFields) }, { weight: 1, arbitrary: nastyText }),
      fc.oneof(nastyText, fc.array(nastyText, { maxLength: 3 })),
      { maxKeys: formFields.length + 1 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom(...(form?.files ?? ['file']), 'other'),
        content: fc.constantFrom('random', 'ftyp-html', 'mp4', 'png', 'empty'),
        bytes: fc.uint8Array({ maxLength: 512 }),
        name: nastyText,
        type: fc.constantFrom('video/mp4', 'image/png', 'text/html', '', 'application/octet-stream'),
      }),
      { nil: undefined },
    ),
  });
  const body = route.multipart
    ? fc.oneof({ weight: 5, arbitrary: multipartBody }, { weight: 1, arbitrary: rawBody })
    : route.method === 'GET'
      ? fc.constant(null)
      : rawBody;
  const who = fc.oneof(
    { weight: 4, arbitrary: fc.constant(form?.role ?? ('Hustler' as Role | 'none' | 'garbage')) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Role | 'none' | 'garbage'>('Hustler', 'Investor', 'Cofounder', 'Jobseeker'),
    },
    { weight: 1, arbitrary: fc.constantFrom<Role | 'none' | 'garbage'>('none', 'garbage') },
  );
  return fc.record({ pathValues, query, body, who });
}

type Case = ReturnType<typeof caseFor> extends fc.Arbitrary<infer T> ? T : never;

describe(`API fuzz: no input gives a 5xx (${databaseLabel()})`, () => {
  let t: TestContext;
  const tokens = new Map<Role, string>();
  let ids: Ids;
  let files: { mp4: Buffer; png: Buffer };
  const ftypHtml = Buffer.concat([
    Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]);

  const signIn = async (role: Role) => {
    const user = await signUpUser(t.app, role);
    tokens.set(role, user.token);
    return user;
  };
  /** Routes may end sessions (logout, sign out everywhere): sign in again when that happened. */
  const ensureSignedIn = async () => {
    for (const [role, token] of tokens) {
      const check = await t.app.inject({ url: API.getUser, headers: bearer(token) });
      if (check.statusCode === 401) await signIn(role);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    files = { mp4: await mp4Video(), png: await pngImage(40, 30) };
    const hustler = await signIn('Hustler');
    const investor = await signIn('Investor');
    await openToPitches(t.app, investor);
    const cofounder = await signIn('Cofounder');
    const jobseeker = await signIn('Jobseeker');
    const auth = bearer(hustler.token);
    const video = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: auth,
      payload: formData(
        { title: 'Pitch', description: 'Demo' },
        { video: { data: files.mp4, name: 'a.mp4', type: 'video/mp4' } },
      ),
    });
    const talk = await t.app.inject({
      method: 'POST',
      url: API.addTalks,
      headers: auth,
      payload: { title: 'A talk' },
    });
    const ignite = await t.app.inject({
      method: 'POST',
      url: API.igniteInvestor,
      headers: auth,
      payload: { investorId: investor.id, pitch: 'Cold chain for Pune dairies' },
    });
    const notifications = await t.app.inject({ url: API.notifications, headers: bearer(investor.token) });
    ids = {
      users: [hustler.id, investor.id, cofounder.id, jobseeker.id],
      videos: [video.json().video._id],
      blogs: [talk.json().blog._id],
      connections: [ignite.json().connection._id],
      notifications: (notifications.json() as Array<{ _id: string }>).map((n) => n._id),
    };
  }, 180_000);
  afterAll(() => t?.close());

  it('every write route and every query or path parameter', async () => {
    const routes = routesOf(t.app.swagger() as unknown as OpenApi);
    const writeRoutes = routes.filter((route) => route.method !== 'GET');
    // Every call of the contract that writes is in the document, so none escapes the fuzzer.
    expect(writeRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        API.addVideo,
        API.addBlog,
        API.addTalks,
        API.contact,
        API.signup,
        API.commentVideo,
      ]),
    );
    let requests = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const route of routes) {
      await ensureSignedIn();
      await fc
        .assert(
          fc.asyncProperty(caseFor(route, ids), async (input: Case) => {
            const response = await send(route, input).catch((error: unknown) => {
              // The harness itself must not stop a route's runs early: a throw is a failure too.
              failures.push(`${route.method} ${route.path}: threw ${String(error)} ← ${summarise(input)}`);
              throw error;
            });
            requests += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problem =
              response.statusCode >= 500
                ? `status ${response.statusCode}`
                : response.statusCode >= 400 && typeof safeJson(response.body)?.message !== 'string'
                  ? `error without a message (${response.statusCode})`
                  : null;
            if (problem) {
              failures.push(
                `${route.method} ${route.path}: ${problem}: ${response.body.slice(0, 200)} ← ${summarise(input)}`,
              );
            }
            return problem === null;
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `API fuzz (${databaseLabel()}): ${requests} requests over ${routes.length} routes ` +
        `(${writeRoutes.length} write routes) in ${seconds} s, ${serverErrors} answers ≥ 500, ` +
        `${failures.length} failures; statuses ${byStatus}`,
    );
    expect(failures).toEqual([]);
  }, 240_000);

  const safeJson = (text: string): { message?: unknown } | null => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  /** As a client would send it: a lone surrogate has no UTF-8 form and goes as U+FFFD's bytes. */
  const encodePathValue = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    }
  };
  const summarise = (input: Case) =>
    JSON.stringify(input, (_key, value) =>
      value instanceof Uint8Array ? `<${value.length} bytes>` : value,
    ).slice(0, 300);

  function send(route: Route, input: Case) {
    let url = route.path;
    route.pathParams.forEach((name, index) => {
      url = url.replace(`{${name}}`, encodePathValue(String(input.pathValues[index])));
    });
    const search = new URLSearchParams();
    route.queryParams.forEach((name, index) => {
      const value = input.query[index];
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        search.append(name, String(item));
      }
    });
    if (search.size > 0) url += `?${search}`;
    const headers: Record<string, string> = {};
    if (input.who === 'garbage') headers.authorization = 'Bearer not.a.token';
    else if (input.who !== 'none') Object.assign(headers, bearer(tokens.get(input.who) ?? ''));
    // Every case from its own address, so the per-IP limits answer 429 only as they should.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const body = input.body;
    if (!body) return t.app.inject({ method: route.method, url, headers, remoteAddress });
    if (body.kind !== 'multipart') {
      const payload = body.kind === 'json' ? (JSON.stringify(body.value) ?? 'null') : body.text;
      const type = body.kind === 'text' ? 'text/plain' : 'application/json';
      return t.app.inject({
        method: route.method,
        url,
        headers: { ...headers, 'content-type': type },
        remoteAddress,
        payload,
      });
    }
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(body.fields)) fields[name] = value;
    const fileBytes = (content: string, bytes: Uint8Array) =>
      content === 'mp4'
        ? files.mp4
        : content === 'png'
          ? files.png
          : content === 'ftyp-html'
            ? ftypHtml
            : content === 'empty'
              ? Buffer.alloc(0)
              : Buffer.from(bytes);
    const file = body.file;
    const payload = formData(
      fields,
      file
        ? { [file.field]: { data: fileBytes(file.content, file.bytes), name: file.name, type: file.type } }
        : {},
    );
    return t.app.inject({ method: route.method, url, headers, remoteAddress, payload });
  }
});
