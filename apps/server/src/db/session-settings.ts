/**
 * Trigram likeness (0–1) from which pg_trgm's `<%` operator counts two words as alike: search's
 * expansion of a query's words through search_words (typos, romanised Hindi and Devanagari meet
 * at 0.5; pg_trgm's default of 0.6 misses "kissan" for "kisan").
 */
export const WORD_LIKENESS = 0.5;

/**
 * What every session is set to from its start, so that no request spends a round trip on it:
 * the trigram threshold above, and no JIT (it compiles for seconds on a statement the planner
 * prices high, such as a text search over many matches, and saves nothing on the short
 * statements the app sends).
 */
const SESSION_SETTINGS: Record<string, string> = {
  jit: 'off',
  'pg_trgm.word_similarity_threshold': String(WORD_LIKENESS),
};

/** PostgreSQL: the settings in each connection's startup packet (`options`), at no cost. */
export const startupOptions = (): string =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/**
 * The embedded database: one backend that every connection shares (db/pglite-worker.mjs), which
 * ignores startup options; set once for the session when it opens.
 */
export const sessionSettingsSql = (): string =>
  `select ${Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `set_config('${name}', '${value}', false)`)
    .join(', ')}`;
