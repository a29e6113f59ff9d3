import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { HttpError } from './http-error.ts';

const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID = '00000000-0000-4000-8000-000000000000';

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    const row = { at: '2026-11-24T01:02:03.456789Z', id: ID };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
  });

  // Each of these reached PostgreSQL and failed there: a 500 before.
  it.each([
    ['an id of 36 dashes', forge(['2026-01-01T00:00:00.000000Z', '-'.repeat(36)])],
    ['a millisecond cursor (it would skip rows)', forge(['2026-01-01T00:00:00.000Z', ID])],
    ['year 0', forge(['0000-01-01T00:00:00.000000Z', ID])],
    ['31 February', forge(['2026-02-31T00:00:00.000000Z', ID])],
    ['a date before year 1', forge([new Date(-8.64e15).toISOString(), ID])],
    ['a date after year 9999', forge([new Date(8.64e15).toISOString(), ID])],
    ['garbage', 'not-a-cursor'],
  ])('refuses %s with a 400', (_name, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(HttpError);
    try {
      decodeCursor(cursor);
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
    }
  });
});
