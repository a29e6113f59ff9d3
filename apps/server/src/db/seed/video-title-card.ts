import { PRODUCT_NAME } from '@ideaignite/contract';

// The demo videos' posters are drawn, not taken from the clip: a title card (SVG) with the
// video's title and uploader. A poster from an uploaded video's own frames is
// media/video-poster.ts (ffmpeg), which shares no code with this.

/** Poster size: the demo clips are 640x360. */
export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 360;
/**
 * Native video controls cover the bottom fifth of a full-size frame, and more in a small feed card
 * (their height is fixed in pixels): no text goes below this line.
 */
export const POSTER_TEXT_LIMIT = Math.round(POSTER_HEIGHT * 0.65);

const TITLE_SIZE = 30;
const TITLE_LEADING = 36;
const TITLE_TOP = 96;
const BAR_GAP = 18;
const AUTHOR_GAP = 32;
const MAX_LINE = 31;
const MAX_LINES = 3;

// Warm glows, one picked per poster, so neighbouring cards in a feed differ.
const GLOWS = ['#fb923c', '#f97316', '#fdba74', '#a1a6fb', '#7e7ff4', '#fb923c'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Greedy word wrap to at most MAX_LINES lines; a longer title ends in an ellipsis. */
export function wrapTitle(title: string, max = MAX_LINE): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.slice(0, max - 1).trimEnd()}…`;
  return kept;
}

/**
 * A 640x360 SVG poster for one demo video: its own title and uploader on the IdeaIgnite indigo,
 * every word in the top part of the frame so the player's controls never cover it. The seeder
 * renders it to WebP with sharp (librsvg), so only installed fonts are used.
 */
export function videoPosterSvg({ title, author, seed }: { title: string; author: string; seed: number }) {
  const lines = wrapTitle(title);
  const glow = GLOWS[Math.abs(Math.trunc(seed)) % GLOWS.length]!;
  const glowX = 420 + ((Math.abs(Math.trunc(seed)) * 37) % 200);
  const font = 'font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif"';
  const titleText = lines
    .map((line, i) => `<tspan x="40" y="${TITLE_TOP + i * TITLE_LEADING}">${escapeXml(line)}</tspan>`)
    .join('');
  const barY = TITLE_TOP + (lines.length - 1) * TITLE_LEADING + BAR_GAP;
  const authorY = barY + AUTHOR_GAP;
  // Low hills along the bottom: decoration only, under where the controls sit.
  const hills = `<path d="M0 300 C120 270 220 300 330 284 C450 266 540 292 640 276 L640 360 L0 360 Z" fill="#1e1b4b" opacity="0.9"/><path d="M0 326 C140 308 260 332 380 318 C500 304 580 322 640 314 L640 360 L0 360 Z" fill="#0d1024"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#161a33"/><stop offset="1" stop-color="#3a2f99"/></linearGradient>',
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#bg)"/>`,
    `<ellipse cx="${glowX}" cy="250" rx="300" ry="190" fill="url(#glow)"/>`,
    hills,
    `<text x="40" y="52" ${font} font-size="15" font-weight="700" letter-spacing="2" fill="#fdba74">${escapeXml(PRODUCT_NAME.toUpperCase())} · PITCH VIDEO</text>`,
    `<text ${font} font-size="${TITLE_SIZE}" font-weight="700" fill="#ffffff">${titleText}</text>`,
    `<rect x="40" y="${barY}" width="72" height="5" rx="2.5" fill="#f97316"/>`,
    `<text x="40" y="${authorY}" ${font} font-size="18" fill="#dfe2ff">by ${escapeXml(author)}</text>`,
    '</svg>',
  ].join('');
}

/** The lowest baseline any text reaches, for the test that keeps text clear of the controls. */
export function lowestTextLine(title: string): number {
  const lines = wrapTitle(title);
  return TITLE_TOP + (lines.length - 1) * TITLE_LEADING + BAR_GAP + AUTHOR_GAP;
}
