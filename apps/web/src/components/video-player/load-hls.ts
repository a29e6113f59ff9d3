import type Hls from 'hls.js';

/** hls.js's class, as the player uses it (a test hands it a stand-in). */
export type HlsClass = typeof Hls;

/**
 * hls.js, loaded when a video starts (never with a page's first view): its light build, which
 * has adaptive streaming without HLS subtitles (captions are WebVTT <track>s) or DRM.
 */
export async function loadHls(): Promise<HlsClass> {
  const module = (await import('hls.js/light')) as unknown as { default: HlsClass };
  return module.default;
}
