/**
 * The videos module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { toPitchVideo } from './pitch-video.ts';
/** Query parts: a pitch video's columns, for statements that join `videos`. */
export type { PitchVideoRow } from './query-parts.ts';
export { pitchVideoColumns } from './query-parts.ts';
export { listVideoRows, newestVideoBy, shapeVideos } from './videos-service.ts';
export { allVideosOf, videosOwnedBy, watchableVideos } from './watch-service.ts';
