import {
  API,
  BlogSchema,
  ChatMessageSchema,
  ErrorSchema,
  FeedPageResponseSchema,
  NotificationSchema,
  VideoListResponseSchema,
  VideoSchema,
} from '@ideaignite/contract';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { databaseLabel } from '../test/test-database.ts';
import { createResponseSerializerCompiler, exactAnswer } from './response-serializer.ts';

const compile = (schema: z.ZodType, verify = false) =>
  createResponseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

/** What the previous serializer sent: zod's output (unknown keys stripped), then JSON.stringify. */
const zodWire = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const profile = (overrides: Record<string, unknown> = {}) => ({
  Username: 'Aarav "the builder" Mehta',
  profilePic: null,
  bio: 'Line one\nline two\ttabbed \u0001 control, emoji 🚀, Devanagari नमस्ते, lone \ud800 surrogate',
  project: 'Kisan Connect',
  currentStage: 'seed',
  skills: ['Fast Execution', 'Networking'],
  currentWork: null,
  contribution: null,
  superpower: null,
  dreamProject: null,
  displayName: 'Aarav',
  contactEmail: null,
  investorType: null,
  interestAreas: [],
  adventureAlert: 5,
  explorationPreference: 7,
  excitement: null,
  aboutMe: null,
  experience: null,
  desiredRole: null,
  sectors: ['agritech', 'fintech'],
  state: 'MH',
  city: 'Pune',
  ticketMin: 2_500_000,
  ticketMax: null,
  openToPitches: false,
  commitment: null,
  availability: null,
  ...overrides,
});
const author = (overrides: Record<string, unknown> = {}) => ({
  _id: 'a3c1e0a4-7c55-4d8f-9a52-0d7b7f2c9e11',
  role: 'Hustler',
  verified: true,
  createdAt: '2026-11-20T10:11:12.345Z',
  profiledetails: profile(),
  // Columns a row may carry that the contract does not send: both serializers must drop them.
  email: 'aarav@example.in',
  passwordHash: '$argon2id$v=19$secret',
  ...overrides,
});
const video = (overrides: Record<string, unknown> = {}) => ({
  _id: 'f1b0c2d3-0000-4000-8000-000000000001',
  title: 'Pitch: <script>alert(1)</script> & "quotes"',
  description: '\\ backslash and \u2028 separator',
  videoUrl: '/media/videos/abc.mp4',
  posterUrl: null,
  mimeType: 'video/mp4',
  likes: 20_000,
  userHasLiked: true,
  commentsCount: 0,
  uploadedBy: author(),
  createdAt: '2026-11-24T01:02:03.456Z',
  editedAt: null,
  stream: { state: 'ready', url: '/media/hls/f1b0c2d3/run/master.m3u8' },
  captions: [{ language: 'hi', url: '/media/captions/f1b0c2d3/hi.vtt' }],
  ...overrides,
});
const blog = (overrides: Record<string, unknown> = {}) => ({
  _id: 'b1b0c2d3-0000-4000-8000-000000000002',
  kind: 'blog',
  title: 'Why Tier-2 cities',
  summary: null,
  content: 'x'.repeat(6000),
  coverImageUrl: '/media/covers/c.png',
  uploadedBy: null,
  comments: [
    {
      _id: 'c1',
      text: 'Great',
      createdAt: '2026-11-24T01:02:03.000Z',
      commentedBy: author({ role: 'Investor' }),
      editedAt: '2026-11-24T02:00:00.000Z',
    },
    { _id: 'c2', text: '', createdAt: '2026-11-24T01:02:04.000Z', commentedBy: null, editedAt: null },
  ],
  commentsCount: 2,
  likes: 3,
  userHasLiked: false,
  createdAt: '2026-11-23T00:00:00.000Z',
  editedAt: null,
  extra: 'dropped',
  ...overrides,
});

const cases: [string, z.ZodType, unknown][] = [
  [
    'a video page: nullable poster and author, optional phone present and absent, unknown keys',
    VideoListResponseSchema,
    {
      success: true,
      data: [
        video(),
        video({ posterUrl: '/media/posters/p.jpg', uploadedBy: null, likes: 0.5, userHasLiked: false }),
        video({ uploadedBy: author({ profiledetails: profile({ phoneno: '+91 98765 43210' }) }) }),
        video({ uploadedBy: author({ profiledetails: profile({ phoneno: null }) }) }),
      ],
      nextCursor: 'WyIyMDI2LTExLTI0VDAxOjAyOjAzLjQ1NloiLCJmMSJd',
      message: 'Videos fetched.',
    },
  ],
  [
    'an empty last page',
    VideoListResponseSchema,
    { success: true, data: [], nextCursor: null, message: 'Videos fetched.' },
  ],
  [
    'Dashcontent: nested arrays of blogs with comments',
    FeedPageResponseSchema,
    {
      success: true,
      data: { videos: [video()], blogs: [blog(), blog({ kind: 'talk', comments: [] })], nextCursor: null },
      message: 'Content fetched.',
    },
  ],
  [
    'a bare array of chat messages',
    z.array(ChatMessageSchema),
    [
      {
        _id: 'm1',
        senderId: 's',
        receiverId: 'r',
        text: 'hi',
        createdAt: '2026-11-24T00:00:00.000Z',
        readAt: null,
      },
      {
        _id: 'm2',
        senderId: 'r',
        receiverId: 's',
        text: 'यो',
        createdAt: '2026-11-24T00:00:01.000Z',
        readAt: 'x',
      },
    ],
  ],
  [
    'notifications with nullable ids',
    z.array(NotificationSchema),
    [
      {
        _id: 'n1',
        type: 'ignite',
        message: 'Aarav ignited you',
        isRead: false,
        createdAt: '2026-11-24T00:00:00.000Z',
        actorId: null,
        entityId: null,
        params: null,
      },
      {
        _id: 'n2',
        type: 'ignite',
        message: 'Aarav ignited you about KhetiKart and would like to connect.',
        isRead: false,
        createdAt: '2026-11-24T00:00:00.000Z',
        actorId: 'u1',
        entityId: 'c1',
        params: { key: 'ignite', args: ['Aarav', 'KhetiKart'] },
      },
    ],
  ],
  ['an error without its optional field', ErrorSchema, { message: 'Nope.' }],
  ['an error with it', ErrorSchema, { message: 'Nope.', error: 'Bad thing' }],
  [
    'a union of objects (first matching branch wins in both)',
    z.object({ items: z.array(z.union([VideoSchema, BlogSchema])) }),
    { items: [video(), blog(), video({ uploadedBy: null })] },
  ],
  [
    'a union of primitives and a nullable array',
    z.object({ value: z.union([z.string(), z.number()]), list: z.array(z.string()).nullable() }),
    { value: 42, list: null },
  ],
];

describe('the compiled response serializer', () => {
  it.each(cases)('writes what zod + JSON.stringify wrote: %s', (_name, schema, data) => {
    const expected = zodWire(schema, data);
    expect(compile(schema)(data)).toBe(expected);
    expect(compile(schema, true)(data)).toBe(expected);
  });

  it('never sends columns outside the contract, such as emails or password hashes', () => {
    const body = compile(VideoListResponseSchema)({
      success: true,
      data: [video()],
      nextCursor: null,
      message: 'ok',
    });
    expect(body).not.toContain('passwordHash');
    expect(body).not.toContain('aarav@example.in');
  });

  it('refuses a response missing a required field, verified or not', () => {
    const { title: _title, ...untitled } = video();
    for (const verify of [false, true]) {
      expect(() => compile(VideoSchema, verify)(untitled)).toThrow();
    }
  });

  it('in tests, refuses data the fast path alone would coerce instead of sending it', () => {
    const wrong = [
      video({ likes: '5' }),
      video({ userHasLiked: 'yes' }),
      video({ title: 7 }),
      video({ uploadedBy: author({ role: 'Admin' }) }),
    ];
    for (const data of wrong) expect(() => compile(VideoSchema, true)(data)).toThrow();
    const notTrue = { success: false, data: [], nextCursor: null, message: 'x' };
    expect(() => compile(VideoListResponseSchema, true)(notTrue)).toThrow();
    // Why the check exists: unverified, fast-json-stringify coerces silently.
    expect(compile(VideoSchema)(video({ likes: '5' }))).toContain('"likes":5,');
  });

  it('writes an answer marked exact with JSON.stringify: the same bytes as zod gives', () => {
    const schema = VideoListResponseSchema;
    // Built in the schema's shape, as a handler that marks it must build it.
    // (the fixtures' roles are plain strings to the compiler: `as never` lets zod check them)
    const exact = z.encode(schema, {
      success: true,
      data: [video(), video({ title: 'Two' })],
      nextCursor: 'c',
      message: 'ok',
    } as never);
    const expected = zodWire(schema, exact);
    expect(compile(schema)(exactAnswer(exact))).toBe(expected);
    expect(compile(schema, true)(exactAnswer(structuredClone(exact)))).toBe(expected);
  });

  it("in tests, refuses an answer marked exact that is not in its schema's shape", () => {
    const schema = VideoListResponseSchema;
    const shaped = z.encode(schema, {
      success: true,
      data: [video()],
      nextCursor: null,
      message: 'ok',
    } as never);
    const extra = { ...shaped, email: 'not in the schema' };
    const reordered = { message: 'ok', nextCursor: null, data: shaped.data, success: true };
    const dated = { ...shaped, data: [{ ...shaped.data[0]!, createdAt: new Date() }] };
    for (const wrong of [extra, reordered, dated]) {
      // Unverified, JSON.stringify writes it as it is (the mark is the handler's promise)...
      expect(compile(schema)(exactAnswer(wrong))).toBe(JSON.stringify(wrong));
      // ...and the suite, which verifies every answer, refuses it.
      expect(() => compile(schema, true)(exactAnswer(structuredClone(wrong)))).toThrow();
    }
    expect(() => compile(schema, true)(exactAnswer(structuredClone(reordered)))).toThrow(/marked exact/);
    expect(() => compile(schema, true)(exactAnswer(structuredClone(extra)))).toThrow(/marked exact/);
    // Unmarked, the same data goes through the compiled serializer (keys dropped, schema order).
    expect(compile(schema)({ ...extra })).toBe(zodWire(schema, shaped));
  });

  it('turns a response that breaks its schema into a 500, not wrong bytes', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(createResponseSerializerCompiler({ verify: true }));
    app.get('/bad', { schema: { response: { 200: VideoSchema } } }, async () =>
      JSON.parse(JSON.stringify(video({ likes: 'many' }))),
    );
    const response = await app.inject('/bad');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('many');
    await app.close();
  });
});

describe(`the OpenAPI document with compiled serializers (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is still generated from the same contract schemas', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const response = doc.paths[API.getVideos].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(response.properties)).toEqual(Object.keys(VideoListResponseSchema.shape));
    expect(Object.keys(response.properties.data.items.properties)).toEqual(Object.keys(VideoSchema.shape));
    expect(response.properties.data.items.properties.posterUrl.nullable).toBe(true);
    const dash = doc.paths[API.feedPage].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(dash.properties.data.properties.blogs.items.properties)).toEqual(
      Object.keys(BlogSchema.shape),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});
