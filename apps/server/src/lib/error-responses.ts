import { ErrorSchema } from '@ideaignite/contract';

/** The `{ message }` error answers a route documents, one per status. */
export function errorResponses<Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorSchema])) as Record<
    Status,
    typeof ErrorSchema
  >;
}

/** What the content calls (videos, blogs, talks, the feed) may answer besides success. */
export const CONTENT_ERRORS = errorResponses(400, 401, 403, 404, 413, 415);
