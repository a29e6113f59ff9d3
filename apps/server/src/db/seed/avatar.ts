/** Gradient pairs in indigo, saffron, teal and rose, deep enough for white initials; a seed picks one. */
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#5345d8', '#1e1b4b'],
  ['#ea580c', '#9a3412'],
  ['#0d9488', '#134e4a'],
  ['#e11d48', '#881337'],
  ['#6561ea', '#3a2f99'],
  ['#f97316', '#c2410c'],
  ['#0f766e', '#042f2e'],
  ['#f43f5e', '#9f1239'],
];

const SIZE = 256;

/** Up to two initials: first and last word, so "Priya Raghavan" reads "PR". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter((word): word is string => Boolean(word)).map((word) => [...word][0]);
  return letters.join('').toLocaleUpperCase('en-IN');
}

/**
 * A 256x256 SVG profile picture: gradient, a soft decorative arc and white initials.
 * The seeder renders it to WebP with sharp (librsvg), so only installed fonts are used.
 */
export function avatarSvg(name: string, seed: number): string {
  const index = Math.abs(Math.trunc(seed)) % PALETTE.length;
  const [light, deep] = PALETTE[index] ?? ['#5345d8', '#1e1b4b'];
  // Letters and digits only, so the initials are safe inside the SVG text.
  const initials = initialsOf(name);
  // The seed also turns the decoration so neighbours with one palette still differ.
  const turn = (Math.abs(Math.trunc(seed)) * 47) % 360;
  const fontSize = initials.length > 1 ? 96 : 112;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<g transform="rotate(${turn} 128 128)" fill="none" stroke="#ffffff">`,
    '<circle cx="228" cy="28" r="86" stroke-opacity="0.14" stroke-width="18"/>',
    '<circle cx="228" cy="28" r="38" fill="#ffffff" fill-opacity="0.1" stroke="none"/>',
    '</g>',
    '<circle cx="36" cy="226" r="54" fill="#ffffff" fill-opacity="0.07"/>',
    `<text x="128" y="128" dy="0.36em" text-anchor="middle" fill="#ffffff" font-family="'Inter', 'DejaVu Sans', sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="-2">${initials}</text>`,
    '</svg>',
  ].join('');
}
