type DatabaseError = { code?: unknown; detail?: unknown; cause?: unknown };

/** The error with PostgreSQL's `code` in the chain of causes (drizzle wraps the driver's). */
function withCode(error: unknown, code: string): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && (current as DatabaseError).code === code)
      return current as DatabaseError;
    current = (current as DatabaseError).cause;
  }
  return undefined;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), on pg and on PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean => withCode(error, '23505') !== undefined;

/** True when a row named a missing parent (PostgreSQL 23503, foreign key violation). */
export const isForeignKeyViolation = (error: unknown): boolean => withCode(error, '23503') !== undefined;

/**
 * True when a write named `userId` as a user that is not in `users` any more: the caller's own
 * account removed while the request ran (the detail reads `Key (user_id)=(…) is not present in
 * table "users".`).
 */
export function isMissingUser(error: unknown, userId: string): boolean {
  const detail = withCode(error, '23503')?.detail;
  return typeof detail === 'string' && detail.includes(`=(${userId})`) && detail.endsWith('table "users".');
}
