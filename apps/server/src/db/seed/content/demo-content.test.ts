import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  hasControlCharacters,
  IGNITE_STATUSES,
  MESSAGE_MAX_LENGTH,
  PASS_REASON_MAX_LENGTH,
  PITCH_MAX_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REQUEST_MESSAGE_LIMIT,
  TEXT_LIMITS,
} from '@ideaignite/contract';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../config.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import {
  DEMO_BLOG_LIKES,
  DEMO_BLOGS,
  DEMO_CONNECTIONS,
  DEMO_LIKES,
  DEMO_MESSAGE_REQUESTS,
  DEMO_MESSAGES,
  DEMO_REPORTED_TALK,
  DEMO_REPORTS,
  DEMO_TALK_COMMENTS,
  DEMO_TALK_LIKES,
  DEMO_TALKS,
  DEMO_VIDEO_COMMENTS,
  DEMO_VIDEOS,
} from './demo-content.ts';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people.ts';

const roleOf = new Map(DEMO_PEOPLE.map((person) => [person.key, person.role]));
const demoKey = (role: DemoPerson['role']) => {
  const email = DEMO_ACCOUNTS.find((account) => account.role === role)?.email;
  return DEMO_PEOPLE.find((person) => person.email === email)?.key;
};
const expectRole = (key: string, role?: DemoPerson['role']) => {
  expect(roleOf.has(key), `unknown key ${key}`).toBe(true);
  if (role) expect(roleOf.get(key), key).toBe(role);
};

describe('demo content', () => {
  it('has the planned amounts', () => {
    expect(DEMO_VIDEOS).toHaveLength(8);
    expect(DEMO_BLOGS).toHaveLength(8);
    expect(DEMO_TALKS).toHaveLength(12);
    expect(DEMO_VIDEO_COMMENTS).toHaveLength(24);
    expect(DEMO_TALK_COMMENTS).toHaveLength(16);
    expect(DEMO_LIKES).toHaveLength(DEMO_VIDEOS.length);
  });

  it('lets only hustlers post videos and blogs, with real covers and paragraphs', () => {
    for (const video of DEMO_VIDEOS) expectRole(video.uploaderKey, 'Hustler');
    for (const blog of DEMO_BLOGS) {
      expectRole(blog.authorKey, 'Hustler');
      expect(existsSync(path.join(REPO_ROOT, 'apps/web/public/images/articles', blog.cover))).toBe(true);
      const paragraphs = blog.content.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
    }
  });

  it('points comments and likes at existing posts and members', () => {
    for (const talk of DEMO_TALKS) expectRole(talk.authorKey);
    for (const comment of DEMO_VIDEO_COMMENTS) {
      expectRole(comment.authorKey);
      expect(DEMO_VIDEOS[comment.videoIndex], `video ${comment.videoIndex}`).toBeDefined();
    }
    for (const comment of DEMO_TALK_COMMENTS) {
      expectRole(comment.authorKey);
      expect(DEMO_TALKS[comment.talkIndex], `talk ${comment.talkIndex}`).toBeDefined();
    }
    DEMO_LIKES.forEach(({ videoIndex, likerKeys }, index) => {
      expect(videoIndex).toBe(index);
      expect(likerKeys.length).toBeGreaterThanOrEqual(2);
      expect(likerKeys.length).toBeLessThanOrEqual(9);
      expect(new Set(likerKeys).size).toBe(likerKeys.length);
      expect(likerKeys).not.toContain(DEMO_VIDEOS[videoIndex]?.uploaderKey);
      for (const key of likerKeys) expectRole(key);
    });
    // Issue 26: blogs and talks are liked too, each by members other than its author, once each.
    expect(DEMO_BLOG_LIKES).toHaveLength(DEMO_BLOGS.length);
    expect(DEMO_TALK_LIKES).toHaveLength(DEMO_TALKS.length);
    for (const [posts, likes] of [
      [DEMO_BLOGS, DEMO_BLOG_LIKES],
      [DEMO_TALKS, DEMO_TALK_LIKES],
    ] as const) {
      likes.forEach((likerKeys, index) => {
        expect(new Set(likerKeys).size).toBe(likerKeys.length);
        expect(likerKeys).not.toContain(posts[index]?.authorKey);
        for (const key of likerKeys) expectRole(key);
      });
    }
  });

  it('has chats involving every demo account, one between the demo hustler and investor', () => {
    for (const message of DEMO_MESSAGES) {
      expectRole(message.fromKey);
      expectRole(message.toKey);
      expect(message.fromKey).not.toBe(message.toKey);
      expect(message.minutesAgo).toBeGreaterThan(0);
    }
    const pairs = new Set(DEMO_MESSAGES.map((m) => [m.fromKey, m.toKey].sort().join('|')));
    expect(pairs.size).toBeGreaterThanOrEqual(3);
    expect(pairs.size).toBeLessThanOrEqual(4);
    for (const pair of pairs) {
      const size = DEMO_MESSAGES.filter((m) => [m.fromKey, m.toKey].sort().join('|') === pair).length;
      expect(size, pair).toBeGreaterThanOrEqual(4);
      expect(size, pair).toBeLessThanOrEqual(8);
    }
    const talkers = new Set(DEMO_MESSAGES.flatMap((m) => [m.fromKey, m.toKey]));
    for (const account of DEMO_ACCOUNTS) expect(talkers).toContain(demoKey(account.role));
    expect(pairs).toContain([demoKey('Hustler'), demoKey('Investor')].sort().join('|'));
  });

  it('has Ignite requests from hustlers to investors, once per pair', () => {
    for (const connection of DEMO_CONNECTIONS) {
      expectRole(connection.hustlerKey, 'Hustler');
      expectRole(connection.investorKey, 'Investor');
    }
    const pairs = new Set(DEMO_CONNECTIONS.map((c) => `${c.hustlerKey}|${c.investorKey}`));
    expect(pairs.size).toBe(DEMO_CONNECTIONS.length);

    // Each demo account's page shows every step of the pipeline.
    const toDemoInvestor = DEMO_CONNECTIONS.filter((c) => c.investorKey === demoKey('Investor'));
    const fromDemoHustler = DEMO_CONNECTIONS.filter((c) => c.hustlerKey === demoKey('Hustler'));
    for (const side of [toDemoInvestor, fromDemoHustler]) {
      expect(new Set(side.map((c) => c.status))).toEqual(new Set(IGNITE_STATUSES));
    }
    for (const connection of DEMO_CONNECTIONS) {
      const where = `${connection.hustlerKey} → ${connection.investorKey}`;
      expect(connection.pitch.length, where).toBeGreaterThan(20);
      expect(connection.pitch.length, where).toBeLessThanOrEqual(PITCH_MAX_LENGTH);
      expect(hasControlCharacters(connection.pitch), where).toBe(false);
      // A reason only on a pass, at most as long as the API takes.
      if (connection.passReason) {
        expect(connection.status, where).toBe('passed');
        expect(connection.passReason.length, where).toBeLessThanOrEqual(PASS_REASON_MAX_LENGTH);
      }
      // An answer time exactly when the investor answered (a meeting or a pass), before now.
      const answered = ['meeting', 'passed', 'connected'].includes(connection.status);
      expect(connection.answeredAfterHours !== undefined, where).toBe(answered);
      if (connection.answeredAfterHours !== undefined) {
        expect(connection.answeredAfterHours + 5, where).toBeLessThan(connection.daysAgo * 24);
      }
      // The video sent with a pitch is one of the Hustler's own.
      if (connection.videoTitle) {
        expect(
          DEMO_VIDEOS.some(
            (v) => v.title === connection.videoTitle && v.uploaderKey === connection.hustlerKey,
          ),
          where,
        ).toBe(true);
      }
    }
    expect(DEMO_CONNECTIONS.filter((c) => c.videoTitle).length).toBeGreaterThanOrEqual(3);
    expect(DEMO_CONNECTIONS.filter((c) => c.passReason).length).toBeGreaterThanOrEqual(2);
  });

  it('has a message request waiting for the demo investor, from someone with no chat or Ignite with her', () => {
    const pairOf = (a: string, b: string) => [a, b].sort().join('|');
    const chats = new Set(DEMO_MESSAGES.map((m) => pairOf(m.fromKey, m.toKey)));
    const ignites = new Set(DEMO_CONNECTIONS.map((c) => pairOf(c.hustlerKey, c.investorKey)));
    const pairs = new Set<string>();
    for (const request of DEMO_MESSAGE_REQUESTS) {
      const where = `${request.fromKey} → ${request.toKey}`;
      expectRole(request.fromKey);
      expectRole(request.toKey);
      const pair = pairOf(request.fromKey, request.toKey);
      // A request only between strangers (decision 023), and one per pair.
      expect(chats.has(pair), where).toBe(false);
      expect(ignites.has(pair), where).toBe(false);
      expect(pairs.has(pair), where).toBe(false);
      pairs.add(pair);
      // No more than the sender may send before an answer, oldest first, as the API takes them.
      expect(request.messages.length, where).toBeGreaterThanOrEqual(1);
      expect(request.messages.length, where).toBeLessThanOrEqual(REQUEST_MESSAGE_LIMIT);
      const times = request.messages.map((m) => m.minutesAgo);
      expect(times, where).toEqual([...times].sort((a, b) => b - a));
      for (const message of request.messages) {
        expect(message.minutesAgo).toBeGreaterThan(0);
        expect(message.text.length, where).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
        expect(hasControlCharacters(message.text), where).toBe(false);
      }
    }
    expect(DEMO_MESSAGE_REQUESTS.some((r) => r.toKey === demoKey('Investor') && r.state === 'request')).toBe(
      true,
    );
  });

  it('has two or three open reports: a talk reported by two members and a message reported by its receiver', () => {
    expectRole(DEMO_REPORTED_TALK.authorKey);
    expect(DEMO_REPORTED_TALK.title.length).toBeLessThanOrEqual(TEXT_LIMITS.talk);
    expect(hasControlCharacters(DEMO_REPORTED_TALK.title)).toBe(false);
    expect(DEMO_REPORTS.length).toBeGreaterThanOrEqual(2);
    expect(DEMO_REPORTS.length).toBeLessThanOrEqual(3);
    const reasons: string[] = REPORT_REASONS.map((r) => r.value);
    const seen = new Set<string>();
    for (const report of DEMO_REPORTS) {
      expectRole(report.reporterKey);
      expect(reasons).toContain(report.reason);
      if (report.reason === 'other') expect(report.details).toBeTruthy();
      expect((report.details ?? '').length).toBeLessThanOrEqual(REPORT_DETAILS_MAX_LENGTH);
      expect(report.minutesAgo).toBeGreaterThan(0);
      const about = report.about;
      if ('talk' in about) {
        // Reported after it was posted, by someone other than its author.
        expect(report.reporterKey).not.toBe(DEMO_REPORTED_TALK.authorKey);
        expect(report.minutesAgo).toBeLessThan(DEMO_REPORTED_TALK.minutesAgo);
        seen.add(`${report.reporterKey}|talk`);
      } else {
        // A message is reported by the person it was sent to, after it arrived (fileReport's rule).
        const request = DEMO_MESSAGE_REQUESTS[about.requestIndex];
        const message = request?.messages[about.messageIndex];
        expect(message).toBeDefined();
        expect(report.reporterKey).toBe(request?.toKey);
        expect(report.minutesAgo).toBeLessThan(message!.minutesAgo);
        seen.add(`${report.reporterKey}|message|${about.requestIndex}|${about.messageIndex}`);
      }
    }
    // One report per member and thing, as the reports table's unique key allows.
    expect(seen.size).toBe(DEMO_REPORTS.length);
    expect(DEMO_REPORTS.filter((r) => 'talk' in r.about)).toHaveLength(2);
    expect(DEMO_REPORTS.some((r) => 'requestIndex' in r.about)).toBe(true);
  });
});
