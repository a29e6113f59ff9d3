/**
 * The discovery module's front door: what other modules may use of it (the role lists' routes are
 * app.ts's). Search reads "who is in discovery" from here.
 */
export { inDiscoverySql } from './query-parts.ts';
