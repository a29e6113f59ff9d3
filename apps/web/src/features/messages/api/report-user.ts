import { API, type ReportInput } from '@ideaignite/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/reports about the person I am talking to. */
export function reportUser(
  userId: string,
  reason: ReportInput['reason'],
  details: string,
): Promise<{ message: string }> {
  const json: ReportInput = { target: 'user', targetId: userId, reason, ...(details ? { details } : {}) };
  return apiRequest<{ message: string }>(API.reports, { method: 'POST', json });
}
