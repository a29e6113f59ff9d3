import type { ChatMessage, PersonSummary, ReportItem } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { findContent, findMessageInContext } from './report-content-repository.ts';
import { countReports, findActions, findPeople, type ReportRow } from './reports-repository.ts';

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
 * Reports as the queue shows them: their people, how often the same thing was reported, what it
 * is (in context) and what moderators did about it.
 */
export async function toReportItems(deps: ItemDeps, rows: ReportRow[]): Promise<ReportItem[]> {
  const [counts, actions] = await Promise.all([
    countReports(
      deps.db,
      rows.map((row) => row.targetId),
    ),
    findActions(
      deps.db,
      rows.map((row) => row.id),
    ),
  ]);
  const ids = new Set([
    ...rows.flatMap((row) => (row.reporterId ? [row.reporterId, row.ownerId] : [row.ownerId])),
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
  const contents = await Promise.all(rows.map((row) => contentOf(deps, row)));
  return rows.map((row, index) => ({
    _id: row.id,
    target: row.target,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reportCount: counts.get(`${row.target}:${row.targetId}`) ?? 1,
    reporter: row.reporterId ? summary(row.reporterId) : null,
    owner: personOf(row.ownerId),
    content: contents[index]!,
    actions: actions
      .filter((action) => action.reportId === row.id)
      .map((action) => ({
        action: action.action,
        admin: summary(action.adminId),
        createdAt: action.createdAt.toISOString(),
      })),
  }));
}
