/**
 * Draws the installed app's icons (web app manifest, notifications) from the logo mark,
 * public/brand/logo-mark.svg, into public/brand/app/. Run by hand when the mark changes:
 * `node apps/web/build/make-app-icons.mjs`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const brand = new URL('../public/brand/', import.meta.url);
const out = new URL('app/', brand);
const mark = readFileSync(new URL('logo-mark.svg', brand), 'utf8').trim();
const defs = mark.match(/<defs>.*<\/defs>/)?.[0] ?? '';
const flame = mark.replace(/^.*<\/defs><rect[^>]*\/>/, '').replace(/<\/svg>$/, '');

/** The flame on the mark's gradient filling the square, within the maskable safe zone (the centre 80%). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#mbg)"/><g transform="translate(32 32) scale(0.85) translate(-36 -31.5)">${flame}</g></svg>`;
/** The flame alone, white: Android draws a notification's badge from its alpha channel. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 32) scale(1.2) translate(-36 -31.5)" fill="#fff">${flame.replace(/fill="[^"]*"/g, '')}</g></svg>`;

const draw = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(fileURLToPath(new URL(name, out)));

await Promise.all([
  draw(mark, 192, 'icon-192.png'),
  draw(mark, 512, 'icon-512.png'),
  draw(maskable, 512, 'icon-maskable-512.png'),
  draw(badge, 96, 'badge-96.png'),
]);
