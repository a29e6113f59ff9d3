import type { ChatMessage, PersonSummary, ReportItem } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { findContent, findMessageInContext } from './report-content-repository.ts';
import {
  countReports,
  findActions,
  findItemReports,
  findPeople,
  type ReportRow,
} from './reports-repository.ts';

type ItemDeps = Pick<Container, 'db' | 'storage'>;

/** Messages shown before and after a reported message. */
const MESSAGE_CONTEXT = 5;

/** Where each kind of thing is in the web app. */
const KIND_PATHS: Record<string, string> = { video: '/videos', blog: '/blogs', talk: '/talks' };

const iso = (value: string | Date) => new Date(value).toISOString();

async function contentOf(deps: ItemDeps, report: ReportRow): Promise<ReportItem['content']> {
  const gone = {
    title: null,
    text: null,
    link: null,
    mediaUrl: null,
    hidden: false,
    gone: true,
    context: [],
  };
  if (report.target === 'message') {
    const rows = await findMessageInContext(deps.db, report.targetId, MESSAGE_CONTEXT);
    const reported = rows.find((row) => row.id === report.targetId);
    if (!reported) return gone;
    const context = rows.map(
      (row): ChatMessage => ({
        _id: row.id,
        senderId: row.sender_id,
        receiverId: row.receiver_id,
        text: row.text,
        createdAt: iso(row.created_at),
        readAt: row.read_at ? iso(row.read_at) : null,
      }),
    );
    const hidden = reported.hidden_at !== null;
    return { title: null, text: reported.text, link: null, mediaUrl: null, hidden, gone: false, context };
  }
  const row = await findContent(deps.db, report.target, report.targetId);
  if (!row) return gone;
  const link =
    report.target === 'user' || report.target === 'job'
      ? `/${report.target}s/${encodeURIComponent(report.targetId)}`
      : KIND_PATHS[row.kind ?? ''];
  return {
    title: row.title,
    text: row.text,
    link: link ?? null,
    mediaUrl: row.media_key ? deps.storage.publicUrl(row.media_key) : null,
    hidden: row.hidden,
    gone: row.deleted,
    context: [],
  };
}

/**
 * Reported items as the queue shows them, one per lead report (issue 26): every report of the
 * item in the lead's tab (open, or closed, each with its outcome) and who filed it, how often the
 * item was reported, what it is (in context), the owner, and what moderators did about it.
 */
export async function toReportItems(deps: ItemDeps, leads: ReportRow[]): Promise<ReportItem[]> {
  const members = await findItemReports(deps.db, leads);
  const itemKey = (row: ReportRow) => `${row.status === 'open'}:${row.target}:${row.targetId}`;
  const groups = new Map<string, ReportRow[]>();
  for (const row of members) groups.set(itemKey(row), [...(groups.get(itemKey(row)) ?? []), row]);
  const reportsOf = (lead: ReportRow) => groups.get(itemKey(lead)) ?? [lead];
  const [counts, actions] = await Promise.all([
    countReports(
      deps.db,
      leads.map((row) => row.targetId),
    ),
    findActions(deps.db, [...new Set([...leads, ...members].map((row) => row.id))]),
  ]);
  const ids = new Set([
    ...[...leads, ...members].flatMap((row) =>
      row.reporterId ? [row.reporterId, row.ownerId] : [row.ownerId],
    ),
    ...actions.map((action) => action.adminId),
  ]);
  const people = new Map((await findPeople(deps.db, [...ids])).map((person) => [person.id, person]));
  const personOf = (id: string): PersonSummary & { suspended: boolean } => {
    const person = people.get(id);
    return {
      _id: id,
      name: person?.username ?? null,
      role: person?.role ?? '',
      profilePic: person?.profilePic ? deps.storage.publicUrl(person.profilePic) : null,
      suspended: Boolean(person?.suspendedAt),
    };
  };
  const summary = (id: string): PersonSummary => {
    const { suspended: _, ...person } = personOf(id);
    return person;
  };
  /** One action closing several of an item's reports is logged for each: the card shows it once. */
  const historyOf = (reportIds: Set<string>) => {
    const seen = new Set<string>();
    return actions.flatMap((action) => {
      const key = `${action.action}:${action.adminId}:${action.createdAt.toISOString()}`;
      if (!action.reportId || !reportIds.has(action.reportId) || seen.has(key)) return [];
      seen.add(key);
      return [
        { action: action.action, admin: summary(action.adminId), createdAt: action.createdAt.toISOString() },
      ];
    });
  };
  const contents = await Promise.all(leads.map((row) => contentOf(deps, row)));
  return leads.map((row, index) => {
    const itemReports = reportsOf(row);
    return {
      _id: row.id,
      target: row.target,
      targetId: row.targetId,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reportCount: counts.get(`${row.target}:${row.targetId}`) ?? 1,
      reporter: row.reporterId ? summary(row.reporterId) : null,
      reports: itemReports.map((report) => ({
        _id: report.id,
        reporter: report.reporterId ? summary(report.reporterId) : null,
        reason: report.reason,
        details: report.details,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
      })),
      owner: personOf(row.ownerId),
      content: contents[index]!,
      actions: historyOf(new Set(itemReports.map((report) => report.id))),
    };
  });
}
