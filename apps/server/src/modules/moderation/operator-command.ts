/**
 * The operator's moderator grants (issue 24), run by `node apps/server/dist/admin.js` (admin.ts):
 * `grant EMAIL` stores an explicit grant for a verified account, `revoke EMAIL` removes it,
 * `list` shows every grant and whether it counts now. Answers what to print and the exit code.
 */
import type { Container } from '../../lib/container.ts';
import { grantByOperator, listGrants, revokeByOperator } from './moderator-grants-repository.ts';

export const OPERATOR_USAGE = 'usage: node apps/server/dist/admin.js grant EMAIL | revoke EMAIL | list';

type Deps = Pick<Container, 'db' | 'adminEmails'>;

export interface OperatorAnswer {
  code: 0 | 1 | 2;
  lines: string[];
}

export async function runOperatorCommand(deps: Deps, args: readonly string[]): Promise<OperatorAnswer> {
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) return list(deps);
  if ((command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    return command === 'grant' ? grant(deps, email) : revoke(deps, email);
  }
  return { code: 2, lines: [OPERATOR_USAGE] };
}

async function grant(deps: Deps, email: string): Promise<OperatorAnswer> {
  const outcome = await grantByOperator(deps.db, email);
  if (outcome === 'notFound') return { code: 1, lines: [`No account has the address ${email}.`] };
  if (outcome === 'unverified') {
    return {
      code: 1,
      lines: [
        `${email} has not confirmed its address yet: ask them to open the link we emailed, then grant again.`,
      ],
    };
  }
  return { code: 0, lines: [`${email} is a moderator now.`] };
}

async function revoke(deps: Deps, email: string): Promise<OperatorAnswer> {
  const removed = await revokeByOperator(deps.db, email);
  const lines = [
    removed ? `${email} is no longer granted by the operator.` : `${email} had no operator grant.`,
  ];
  if (deps.adminEmails.has(email.toLowerCase())) {
    lines.push(`ADMIN_EMAILS still names ${email}: remove it there too to end its moderation.`);
  }
  return { code: removed ? 0 : 1, lines };
}

async function list(deps: Deps): Promise<OperatorAnswer> {
  const rows = await listGrants(deps.db, deps.adminEmails);
  if (rows.length === 0) return { code: 0, lines: ['No moderators are granted yet.'] };
  return {
    code: 0,
    lines: rows.map((row) =>
      [
        row.email,
        row.kind === 'operator' ? 'granted by the operator' : 'verified while in ADMIN_EMAILS',
        `since ${row.granted_at}`,
        row.active
          ? row.suspended
            ? 'suspended'
            : 'active'
          : 'not counted now (unverified, or no longer listed)',
      ].join('  '),
    ),
  };
}
