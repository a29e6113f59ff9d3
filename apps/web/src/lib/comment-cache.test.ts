import { describe, expect, it } from 'vitest';
import { makeComment } from '../test/content-fixtures.ts';
import { mergeComments, prependComment, prependToCommentPages } from './comment-cache.ts';
import { relativeTime } from './dates.ts';

const at = (id: string, iso: string) => ({ ...makeComment(id, id), createdAt: iso });

describe('comment lists', () => {
  it('puts a new comment first, and a known one nowhere new', () => {
    const older = at('c-1', '2025-05-01T10:00:00.000Z');
    const newer = at('c-2', '2025-05-02T10:00:00.000Z');
    expect(prependComment([older], newer)).toEqual([newer, older]);
    const same = [newer, older];
    expect(prependComment(same, newer)).toBe(same);
  });

  it('adds to the first page of a loaded paged list only, once', () => {
    const first = at('c-1', '2025-05-01T10:00:00.000Z');
    const data = {
      pages: [{ comments: [first] }, { comments: [at('c-0', '2025-04-01T10:00:00.000Z')] }],
      pageParams: [],
    };
    const added = prependToCommentPages(data, at('c-2', '2025-05-03T10:00:00.000Z'));
    expect(added?.pages[0]?.comments.map((c) => c._id)).toEqual(['c-2', 'c-1']);
    expect(prependToCommentPages(added, at('c-0', '2025-04-01T10:00:00.000Z'))).toBe(added);
    expect(prependToCommentPages(undefined, first)).toBeUndefined();
  });

  it('merges sources newest first without repeats', () => {
    const a = at('a', '2025-05-01T10:00:00.000Z');
    const b = at('b', '2025-05-03T10:00:00.000Z');
    const c = at('c', '2025-05-02T10:00:00.000Z');
    expect(mergeComments([a, b], [b, c]).map((x) => x._id)).toEqual(['b', 'c', 'a']);
  });

  it('says how long ago in words', () => {
    const now = Date.parse('2025-05-10T12:00:00.000Z');
    expect(relativeTime('2025-05-10T11:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2025-05-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-05-09T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
