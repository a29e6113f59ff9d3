function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === code)
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), on pg and on PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** True when a row named a missing parent (PostgreSQL 23503, foreign key violation). */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');
