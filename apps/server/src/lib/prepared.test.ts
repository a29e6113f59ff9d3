import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users, videos } from '../db/schema.ts';
import { createTestDatabase, databaseLabel, type TestDatabase } from '../test/test-database.ts';
import { prepared, statementName } from './prepared.ts';

interface DrizzleStatement {
  customResultMapper?: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown[]>;
}

describe(`prepared selects map rows as drizzle does (${databaseLabel()})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [withProfile, withoutProfile] = await db
      .insert(users)
      .values([
        { email: 'a@example.com', passwordHash: 'x', role: 'Hustler', verified: true },
        { email: 'b@example.com', passwordHash: 'x', role: 'Investor' },
      ])
      .returning({ id: users.id });
    await db
      .insert(profiles)
      .values({ userId: withProfile!.id, role: 'Hustler', username: 'Asha', skills: ['sql', 'ux'] });
    await db.insert(videos).values(
      [withProfile!, withoutProfile!].map((owner, index) => ({
        userId: owner.id,
        title: `Video ${index}`,
        description: 'A pitch',
        storageKey: `videos/${index}.mp4`,
        mimeType: 'video/mp4',
        sizeBytes: 1000 + index,
        posterKey: index === 0 ? 'posters/0.webp' : null,
      })),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('nests by path, decodes dates, arrays and computed values, and nulls a missing joined row', async () => {
    const { db } = database;
    const statement = prepared(db, 'prepared_test_videos', (name) =>
      db
        .select({
          video: {
            id: videos.id,
            title: videos.title,
            posterKey: videos.posterKey,
            createdAt: videos.createdAt,
          },
          author: { email: users.email, verified: users.verified },
          authorProfile: { username: profiles.username, skills: profiles.skills },
          doubled: sql<number>`${videos.sizeBytes} * 2`.mapWith(Number),
          label: sql<string>`'v:' || ${videos.title}`,
        })
        .from(videos)
        .innerJoin(users, eq(users.id, videos.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .orderBy(desc(videos.title))
        .prepare(name),
    ) as unknown as DrizzleStatement;
    expect(typeof statement.customResultMapper).toBe('function');
    const ours = await statement.execute();
    // drizzle's own mapping of the same statement, for comparison.
    const mapper = statement.customResultMapper;
    statement.customResultMapper = undefined;
    const theirs = await statement.execute();
    statement.customResultMapper = mapper;

    expect(ours).toEqual(theirs);
    expect(ours).toHaveLength(2);
    const [withoutProfile, withProfile] = ours as Array<Record<string, Record<string, unknown> | null>>;
    expect(withProfile?.authorProfile).toEqual({ username: 'Asha', skills: ['sql', 'ux'] });
    expect(withProfile?.video?.createdAt).toBeInstanceOf(Date);
    expect(withoutProfile?.authorProfile).toBeNull();
    expect(withoutProfile?.video?.posterKey).toBeNull();
    expect((withoutProfile as unknown as { doubled: number }).doubled).toBe(2002);
  });
});

describe('statementName', () => {
  it('keeps a name that fits and gives two long names alike in their first 63 bytes two names that fit', () => {
    expect(statementName('discovery_stage_first')).toBe('discovery_stage_first');
    const stem = `discovery_search${'_investorType_openToPitches_sector'.repeat(2)}`;
    const [first, after] = [statementName(`${stem}_first`), statementName(`${stem}_after`)];
    expect(first).not.toBe(after);
    for (const name of [first, after]) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
    expect(statementName(`${stem}_first`)).toBe(first);
  });
});
