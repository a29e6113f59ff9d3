// Regenerates IdeaIgnite's brand assets and article illustrations from SVG source.
// Run from the repo root: `npx tsx scripts/generate-assets.mjs` (tsx so the contract's .ts can be read).
// Outputs are committed; rerun after changing a drawing below.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../packages/contract/src/product.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');

// The palette mirrors the Tailwind tokens in apps/web/src/styles.css.
const C = {
  ink50: '#f5f6fb',
  ink100: '#e9ebf5',
  ink200: '#cfd3e6',
  ink300: '#a7adcb',
  ink400: '#7a82a6',
  ink900: '#161a33',
  ink950: '#0d1024',
  brand50: '#eef0ff',
  brand100: '#dfe2ff',
  brand200: '#c5caff',
  brand300: '#a1a6fb',
  brand400: '#7e7ff4',
  brand500: '#6561ea',
  brand600: '#5345d8',
  brand700: '#4536bd',
  brand800: '#3a2f99',
  brand900: '#1e1b4b',
  saffron50: '#fff7ed',
  saffron100: '#ffedd5',
  saffron200: '#fed7aa',
  saffron300: '#fdba74',
  saffron400: '#fb923c',
  saffron500: '#f97316',
  saffron600: '#ea580c',
  saffron700: '#c2410c',
  saffron800: '#9a3412',
  leaf500: '#16a34a',
  leaf600: '#15803d',
  white: '#ffffff',
};

/** Deterministic random numbers, so every run draws the same picture. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

function svgDoc(width, height, defs, body, extra = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${extra}><defs>${defs}</defs>${body}</svg>\n`;
}

function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`);
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s.join('')}</linearGradient>`;
}

function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`);
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s.join('')}</radialGradient>`;
}

const blur = (id, amount) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

// ---------- Brand mark ----------

const FLAME_OUTER =
  'M32 8.5C34.6 16.8 44.5 22.6 44.5 36.2C44.5 47.3 38.9 54.5 32 54.5C25.1 54.5 19.5 47.6 19.5 38.8C19.5 32.6 22.6 28.1 25.9 25.2C26.4 29.7 28.4 32.4 30.9 33.1C28.9 25.6 29.3 15.6 32 8.5Z';
const FLAME_INNER =
  'M32 33.5C35.2 38.1 38.6 41 38.6 45.4C38.6 49.8 35.6 52.3 32 52.3C28.4 52.3 25.4 49.8 25.4 45.6C25.4 41.2 28.9 38.3 32 33.5Z';
const SPARK = 'M47 10.5Q47.8 15.2 52.5 16Q47.8 16.8 47 21.5Q46.2 16.8 41.5 16Q46.2 15.2 47 10.5Z';

/** The flame drawn in a 64-unit box; `p` prefixes gradient ids so several can share one document. */
function flame(p) {
  const defs =
    linear(`${p}fo`, [
      [0, C.saffron300],
      [0.45, C.saffron400],
      [1, C.saffron600],
    ]) +
    linear(`${p}fi`, [
      [0, C.saffron200],
      [1, C.saffron50],
    ]);
  const body = `<path d="${FLAME_OUTER}" fill="url(#${p}fo)"/><path d="${FLAME_INNER}" fill="url(#${p}fi)"/><path d="${SPARK}" fill="${C.saffron300}"/>`;
  return { defs, body };
}

function logoMark() {
  const f = flame('m');
  const defs =
    linear(
      'mbg',
      [
        [0, C.brand700],
        [1, C.brand900],
      ],
      { x2: 1, y2: 1 },
    ) + f.defs;
  return svgDoc(64, 64, defs, `<rect width="64" height="64" rx="15" fill="url(#mbg)"/>${f.body}`);
}

function logo() {
  const f = flame('l');
  const defs =
    linear(
      'lbg',
      [
        [0, C.brand700],
        [1, C.brand900],
      ],
      { x2: 1, y2: 1 },
    ) + f.defs;
  // Inter first (loaded by the app), then close system fallbacks.
  const font = "font-family=\"'Inter Variable', Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\"";
  const body = `<title>${PRODUCT_NAME}</title><rect width="64" height="64" rx="15" fill="url(#lbg)"/>${f.body}<text x="78" y="44" ${font} font-size="34" font-weight="800" letter-spacing="-0.6" fill="${C.brand900}">Idea<tspan fill="${C.saffron500}">Ignite</tspan></text>`;
  return svgDoc(260, 64, defs, body);
}

function verifiedBadge() {
  // A scalloped seal: a disc plus ten small discs around it.
  const bumps = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return `<circle cx="${r1(12 + Math.cos(a) * 8)}" cy="${r1(12 + Math.sin(a) * 8)}" r="3.4"/>`;
  }).join('');
  const body = `<title>Verified</title><g fill="${C.brand600}"><circle cx="12" cy="12" r="9"/>${bumps}</g><path d="M7.6 12.3l3 3 5.8-6.3" fill="none" stroke="#fff" stroke-width="2.3" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDoc(24, 24, '', body);
}

function placeholderAvatar() {
  const body = `<title>No profile picture</title><rect width="128" height="128" fill="${C.ink100}"/><circle cx="64" cy="50" r="22" fill="${C.ink300}"/><path d="M22 128c0-26 18.8-42 42-42s42 16 42 42z" fill="${C.ink300}"/>`;
  return svgDoc(128, 128, '', body);
}

// ---------- Mountain sunrise ----------

/** A mountain ridge across `w`, closed down to `h`; midpoint displacement gives natural peaks. */
function ridge(rand, w, h, baseY, amp, steps = 7) {
  let pts = [
    [0, baseY + (rand() - 0.5) * amp],
    [w, baseY + (rand() - 0.5) * amp],
  ];
  let spread = amp;
  for (let s = 0; s < steps; s++) {
    const next = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [ax, ay] = pts[i];
      const [bx, by] = pts[i + 1];
      next.push([ax, ay], [(ax + bx) / 2, (ay + by) / 2 + (rand() - 0.5) * spread]);
    }
    next.push(pts[pts.length - 1]);
    pts = next;
    spread *= 0.55;
  }
  return `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}L${w} ${h}L0 ${h}Z`;
}

function mountainScene(w, h, sunX = w / 2) {
  const rand = seeded(2025);
  const horizon = h * 0.64;
  const defs =
    linear('sky', [
      [0, C.ink950],
      [0.28, C.brand900],
      [0.46, C.brand800],
      [0.58, C.saffron800],
      [0.66, C.saffron500],
      [0.74, C.saffron300],
    ]) +
    radial('sun', [
      [0, C.saffron50],
      [0.7, C.saffron100],
      [1, C.saffron300],
    ]) +
    radial('glow', [
      [0, C.saffron200, 0.8],
      [0.4, C.saffron400, 0.35],
      [1, C.saffron500, 0],
    ]);
  const stars = Array.from({ length: 70 }, () => {
    const x = rand() * w;
    const y = rand() * h * 0.4;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.8 + rand() * 1.6)}" fill="#fff" opacity="${r1(0.15 + rand() * 0.5)}"/>`;
  }).join('');
  // Far ridges are warm haze; nearer ones darken to the page's indigo base.
  const layer = ([y, amp, fill, op]) =>
    `<path d="${ridge(rand, w, h, y, amp)}" fill="${fill}" opacity="${op}"/>`;
  const far = layer([horizon + h * 0.01, h * 0.09, C.saffron800, 0.75]);
  const near = [
    [horizon + h * 0.1, h * 0.12, C.brand800, 1],
    [horizon + h * 0.19, h * 0.1, C.brand900, 1],
    [horizon + h * 0.29, h * 0.07, C.ink950, 1],
  ]
    .map(layer)
    .join('');
  const sunR = h * 0.085;
  const body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars}<ellipse cx="${r1(sunX)}" cy="${horizon}" rx="${w * 0.42}" ry="${h * 0.3}" fill="url(#glow)"/>${far}<circle cx="${r1(sunX)}" cy="${r1(horizon + sunR * 0.05)}" r="${r1(sunR)}" fill="url(#sun)"/>${near}`;
  return { defs, body };
}

function mountainBackground() {
  const { defs, body } = mountainScene(1920, 1080);
  return svgDoc(1920, 1080, defs, body, ' preserveAspectRatio="xMidYMid slice"');
}

/** Greedy word wrap for SVG text, which has no wrapping of its own. */
function wrap(text, max) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last && last.length + word.length + 1 > max) lines.push(word);
    else lines[lines.length - 1] = last ? `${last} ${word}` : word;
  }
  return lines;
}

function ogImage() {
  const { defs, body } = mountainScene(1200, 630, 1000);
  const f = flame('o');
  const font = 'font-family="Liberation Sans, DejaVu Sans, sans-serif"';
  const mark = `<g transform="translate(96 110) scale(2)"><rect width="64" height="64" rx="15" fill="${C.brand800}" stroke="${C.brand400}" stroke-opacity="0.5"/>${f.body}</g>`;
  const tagline = wrap(PRODUCT_TAGLINE.replace("'", '’'), 38)
    .map((line, i) => `<tspan x="98" y="${398 + i * 44}">${line}</tspan>`)
    .join('');
  const text = `<text x="96" y="340" ${font} font-size="92" font-weight="700" fill="#fff">Idea<tspan fill="${C.saffron400}">Ignite</tspan></text><text ${font} font-size="34" fill="${C.brand100}">${tagline}</text>`;
  const shade = `<rect width="1200" height="630" fill="url(#shade)"/>`;
  const shadeDef = linear(
    'shade',
    [
      [0, C.ink950, 0.7],
      [0.7, C.ink950, 0.1],
      [1, C.ink950, 0],
    ],
    { x2: 1, y2: 0 },
  );
  return svgDoc(1200, 630, defs + f.defs + shadeDef, body + shade + mark + text);
}

// ---------- Article illustrations (1200 x 675) ----------

const AW = 1200;
const AH = 675;

/** A four-pointed sparkle. */
const sparkle = (cx, cy, r, fill, op = 1) =>
  `<path d="M${cx} ${cy - r}Q${r1(cx + r * 0.16)} ${r1(cy - r * 0.16)} ${cx + r} ${cy}Q${r1(cx + r * 0.16)} ${r1(cy + r * 0.16)} ${cx} ${cy + r}Q${r1(cx - r * 0.16)} ${r1(cy + r * 0.16)} ${cx - r} ${cy}Q${r1(cx - r * 0.16)} ${r1(cy - r * 0.16)} ${cx} ${cy - r}Z" fill="${fill}" opacity="${op}"/>`;

/** A five-pointed star centred on (cx, cy). */
function star5(cx, cy, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="3" stroke-linejoin="round"/>`;
}

/** A soft shadow under a rounded card. */
const shadow = (x, y, w, h, rx, op = 0.25) =>
  `<rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="${rx}" fill="${C.ink950}" opacity="${op}" filter="url(#soft)"/>`;

/** An arrowhead pointing along `angle` (degrees) at (x, y). */
const arrowHead = (x, y, angle, size, fill) =>
  `<path d="M0 0L${-size} ${-size * 0.6}L${-size * 0.75} 0L${-size} ${size * 0.6}Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;

/** Person glyph (head and shoulders) sized to sit inside a circle of radius r. */
const person = (cx, cy, r, fill) =>
  `<circle cx="${cx}" cy="${r1(cy - r * 0.2)}" r="${r1(r * 0.27)}" fill="${fill}"/><path d="M${r1(cx - r * 0.5)} ${r1(cy + r * 0.55)}Q${r1(cx - r * 0.5)} ${r1(cy + r * 0.12)} ${cx} ${r1(cy + r * 0.12)}Q${r1(cx + r * 0.5)} ${r1(cy + r * 0.12)} ${r1(cx + r * 0.5)} ${r1(cy + r * 0.55)}Z" fill="${fill}"/>`;

/** Background, two soft colour blobs and a faint dot texture shared by every illustration. */
function scene({ bg, blobs, dot = '#ffffff', dotOpacity = 0.07 }, defs, body) {
  const bgDef = linear('bg', bg, { x2: 1, y2: 1 });
  const dots = `<pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${dot}" fill-opacity="${dotOpacity}"/></pattern>`;
  const blobShapes = blobs
    .map(
      ([cx, cy, r, fill, op]) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${op}" filter="url(#haze)"/>`,
    )
    .join('');
  const allDefs = bgDef + dots + blur('haze', 70) + blur('soft', 12) + blur('glow', 30) + defs;
  const base = `<rect width="${AW}" height="${AH}" fill="url(#bg)"/>${blobShapes}<rect width="${AW}" height="${AH}" fill="url(#dots)"/>`;
  return svgDoc(AW, AH, allDefs, base + body);
}

function ideaMakers() {
  const f = flame('i');
  const cx = 600;
  const cy = 270;
  const rays = Array.from({ length: 11 }, (_, i) => {
    const a = ((200 + i * 14) * Math.PI) / 180;
    const [x1, y1, x2, y2] = [170, 170, 232, 232].map((d, k) =>
      k % 2 ? cy + Math.sin(a) * d : cx + Math.cos(a) * d,
    );
    return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${C.saffron300}" stroke-width="9" stroke-linecap="round" opacity="0.8"/>`;
  }).join('');
  const defs =
    radial('bulb', [
      [0, C.white],
      [0.7, C.saffron50],
      [1, C.saffron200],
    ]) + f.defs;
  const base = [0, 1, 2]
    .map(
      (k) =>
        `<rect x="${556 + k * 4}" y="${438 + k * 28}" width="${88 - k * 8}" height="22" rx="11" fill="${k % 2 ? C.brand300 : C.brand200}"/>`,
    )
    .join('');
  const body = `<ellipse cx="600" cy="700" rx="620" ry="170" fill="${C.saffron500}" opacity="0.45" filter="url(#glow)"/>
<circle cx="${cx}" cy="${cy}" r="175" fill="${C.saffron400}" opacity="0.5" filter="url(#glow)"/>${rays}
<path d="M530 370Q600 425 670 370L650 440L550 440Z" fill="${C.saffron100}"/>
<circle cx="${cx}" cy="${cy}" r="140" fill="url(#bulb)"/>${base}<rect x="584" y="522" width="32" height="16" rx="8" fill="${C.brand400}"/>
<g transform="translate(${cx - 32 * 2.7} ${cy - 30 * 2.7}) scale(2.7)">${f.body}</g>
${sparkle(310, 150, 22, C.white, 0.85)}${sparkle(905, 120, 16, C.saffron200)}${sparkle(960, 420, 26, C.white, 0.7)}${sparkle(230, 430, 14, C.saffron300)}${sparkle(820, 560, 12, C.white, 0.6)}`;
  return scene(
    {
      bg: [
        [0, C.ink950],
        [1, C.brand800],
      ],
      blobs: [
        [180, 120, 220, C.brand500, 0.5],
        [1050, 200, 200, C.brand600, 0.45],
      ],
    },
    defs,
    body,
  );
}

function visionVoice() {
  const arcs = [100, 165, 230]
    .map((r, i) => {
      const a = (40 * Math.PI) / 180;
      const [x1, y1, x2, y2] = [
        520 + Math.cos(-a) * r,
        360 + Math.sin(-a) * r,
        520 + Math.cos(a) * r,
        360 + Math.sin(a) * r,
      ];
      return `<path d="M${r1(x1)} ${r1(y1)}A${r} ${r} 0 0 1 ${r1(x2)} ${r1(y2)}" fill="none" stroke="${C.saffron300}" stroke-width="16" stroke-linecap="round" opacity="${[1, 0.7, 0.4][i]}"/>`;
    })
    .join('');
  const lines = (x, y, widths, fill) =>
    widths
      .map((w, i) => `<rect x="${x}" y="${y + i * 26}" width="${w}" height="12" rx="6" fill="${fill}"/>`)
      .join('');
  const megaphone = `<g transform="rotate(-14 420 360)">
<rect x="300" y="405" width="44" height="96" rx="16" fill="${C.brand200}"/>
<rect x="222" y="305" width="96" height="110" rx="24" fill="${C.saffron500}"/>
<path d="M300 312L520 215L520 505L300 408Z" fill="${C.white}"/>
<ellipse cx="520" cy="360" rx="30" ry="145" fill="${C.saffron400}"/>${arcs}</g>`;
  const bubbles = `${shadow(820, 110, 250, 130, 32)}<rect x="820" y="110" width="250" height="130" rx="32" fill="${C.white}"/><path d="M860 236L842 282L900 238Z" fill="${C.white}"/>${lines(856, 146, [178, 140, 96], C.brand200)}
${shadow(880, 400, 200, 104, 28)}<rect x="880" y="400" width="200" height="104" rx="28" fill="${C.saffron500}"/><path d="M1040 500L1062 540L1010 502Z" fill="${C.saffron500}"/>${lines(912, 430, [136, 96], C.saffron100)}
<rect x="760" y="290" width="112" height="62" rx="31" fill="${C.brand300}"/>${[0, 1, 2].map((k) => `<circle cx="${792 + k * 24}" cy="321" r="7" fill="${C.brand800}"/>`).join('')}`;
  return scene(
    {
      bg: [
        [0, C.brand600],
        [1, C.brand900],
      ],
      blobs: [
        [1000, 560, 240, C.saffron500, 0.35],
        [160, 120, 220, C.brand300, 0.35],
      ],
    },
    '',
    megaphone + bubbles + sparkle(700, 140, 18, C.saffron200) + sparkle(640, 560, 14, C.white, 0.7),
  );
}

function community() {
  const cx = 600;
  const cy = 338;
  const ring = (n, rx, ry, offset) =>
    Array.from({ length: n }, (_, i) => {
      const a = offset + (i / n) * Math.PI * 2;
      return [r1(cx + Math.cos(a) * rx), r1(cy + Math.sin(a) * ry)];
    });
  const inner = ring(6, 200, 150, -Math.PI / 2);
  const outer = ring(10, 450, 255, -Math.PI / 2 + Math.PI / 10);
  const edge = (a, b, hot) =>
    `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${hot ? C.saffron400 : C.white}" stroke-width="${hot ? 4 : 3}" opacity="${hot ? 0.8 : 0.22}"/>`;
  const edges = [];
  inner.forEach((p, i) => {
    edges.push(edge([cx, cy], p, i % 2 === 0));
    edges.push(edge(p, inner[(i + 1) % inner.length], false));
  });
  outer.forEach((p, i) => {
    edges.push(edge(p, outer[(i + 1) % outer.length], false));
    const near = inner.reduce((best, q) =>
      Math.hypot(q[0] - p[0], q[1] - p[1]) < Math.hypot(best[0] - p[0], best[1] - p[1]) ? q : best,
    );
    edges.push(edge(p, near, i === 3 || i === 8));
  });
  const node = ([x, y], r, fill, stroke, glyph) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="4"/>${person(x, y, r, glyph)}`;
  const nodes = [
    ...outer.map((p, i) =>
      i % 4 === 1
        ? node(p, 32, C.saffron500, C.saffron300, C.white)
        : node(p, 32, C.brand700, C.brand400, C.brand100),
    ),
    ...inner.map((p) => node(p, 42, C.brand600, C.brand300, C.white)),
    `<circle cx="${cx}" cy="${cy}" r="95" fill="${C.saffron500}" opacity="0.45" filter="url(#glow)"/>`,
    node([cx, cy], 64, C.saffron500, C.saffron200, C.white),
  ];
  return scene(
    {
      bg: [
        [0, C.ink950],
        [1, C.brand800],
      ],
      blobs: [
        [600, 338, 260, C.brand500, 0.4],
        [1080, 600, 200, C.saffron500, 0.3],
      ],
    },
    '',
    edges.join('') + nodes.join(''),
  );
}

function bootstrapping() {
  const baseY = 560;
  const coinStack = (x, n) =>
    Array.from({ length: n }, (_, k) => {
      const y = baseY - k * 22;
      const top =
        k === n - 1
          ? `<ellipse cx="${x}" cy="${y}" rx="42" ry="11" fill="none" stroke="${C.saffron200}" stroke-width="4"/>`
          : '';
      return `<ellipse cx="${x}" cy="${y + 12}" rx="64" ry="19" fill="${C.saffron700}"/><rect x="${x - 64}" y="${y}" width="128" height="12" fill="${C.saffron600}"/><ellipse cx="${x}" cy="${y}" rx="64" ry="19" fill="${C.saffron400}" stroke="${C.saffron600}" stroke-width="2"/>${top}`;
    }).join('');
  const stacks = [
    [300, 2],
    [460, 4],
    [620, 7],
    [780, 10],
  ];
  const topY = baseY - 9 * 22;
  const leaf = (d, fill) => `<path d="${d}" fill="${fill}"/>`;
  const plant = `<path d="M780 ${topY}C780 ${topY - 60} 770 ${topY - 110} 790 ${topY - 170}" fill="none" stroke="${C.leaf600}" stroke-width="10" stroke-linecap="round"/>
${leaf(`M784 ${topY - 80}C730 ${topY - 80} 700 ${topY - 120} 690 ${topY - 160}C745 ${topY - 160} 778 ${topY - 130} 784 ${topY - 80}Z`, C.leaf500)}
${leaf(`M788 ${topY - 130}C840 ${topY - 130} 875 ${topY - 170} 885 ${topY - 215}C830 ${topY - 215} 795 ${topY - 185} 788 ${topY - 130}Z`, C.leaf600)}
<circle cx="790" cy="${topY - 176}" r="12" fill="${C.saffron500}"/>`;
  const arrow = `<path d="M230 440C380 420 520 330 640 200" fill="none" stroke="${C.brand600}" stroke-width="7" stroke-dasharray="4 18" stroke-linecap="round"/>${arrowHead(650, 188, -50, 30, C.brand600)}`;
  return scene(
    {
      bg: [
        [0, C.saffron50],
        [1, C.saffron200],
      ],
      blobs: [
        [1050, 120, 220, C.saffron300, 0.6],
        [150, 600, 220, C.brand200, 0.6],
      ],
      dot: C.brand900,
      dotOpacity: 0.06,
    },
    '',
    `<ellipse cx="540" cy="${baseY + 26}" rx="380" ry="30" fill="${C.brand900}" opacity="0.1"/>${stacks.map(([x, n]) => coinStack(x, n)).join('')}${plant}${arrow}${sparkle(1000, 300, 20, C.brand500)}${sparkle(940, 470, 12, C.saffron600)}${sparkle(180, 200, 16, C.brand400)}`,
  );
}

function pitching() {
  const bars = [
    [430, 70, C.brand300],
    [500, 115, C.brand400],
    [570, 160, C.brand500],
    [640, 215, C.saffron500],
  ]
    .map(([x, h, fill]) => `<rect x="${x}" y="${420 - h}" width="48" height="${h}" rx="8" fill="${fill}"/>`)
    .join('');
  const defs = linear('beam', [
    [0, C.white, 0.35],
    [1, C.white, 0],
  ]);
  const body = `<path d="M555 -10L645 -10L880 640L320 640Z" fill="url(#beam)"/>
<ellipse cx="600" cy="606" rx="330" ry="38" fill="${C.white}" opacity="0.14"/>
<g stroke="${C.ink200}" stroke-width="12" stroke-linecap="round"><line x1="455" y1="450" x2="420" y2="595"/><line x1="745" y1="450" x2="780" y2="595"/><line x1="600" y1="450" x2="600" y2="560"/></g>
${shadow(380, 150, 440, 305, 22, 0.35)}<rect x="380" y="150" width="440" height="305" rx="22" fill="${C.white}"/>
<rect x="380" y="150" width="440" height="40" rx="20" fill="${C.brand50}"/><rect x="380" y="172" width="440" height="18" fill="${C.brand50}"/>
${[0, 1, 2].map((k) => `<circle cx="${408 + k * 22}" cy="170" r="7" fill="${[C.saffron400, C.brand300, C.brand200][k]}"/>`).join('')}
<line x1="420" y1="421" x2="780" y2="421" stroke="${C.ink200}" stroke-width="4" stroke-linecap="round"/>${bars}
<path d="M440 320L524 270L600 290L735 215" fill="none" stroke="${C.saffron600}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>${arrowHead(760, 201, -30, 30, C.saffron600)}
${sparkle(250, 250, 22, C.saffron300)}${sparkle(960, 190, 26, C.white, 0.8)}${sparkle(1000, 470, 14, C.saffron200)}${sparkle(190, 520, 12, C.white, 0.6)}`;
  return scene(
    {
      bg: [
        [0, C.brand900],
        [1, C.brand700],
      ],
      blobs: [
        [120, 560, 240, C.saffron500, 0.35],
        [1080, 120, 220, C.brand400, 0.4],
      ],
    },
    defs,
    body,
  );
}

function sideHustle() {
  const rand = seeded(6);
  const ground = 560;
  const buildings = [120, 190, 270, 360, 470]
    .map((h, i) => {
      const x = 560 + i * 118;
      const windows = [];
      for (let y = ground - h + 26; y < ground - 30; y += 34) {
        for (let k = 0; k < 3; k++) {
          const lit = rand() > 0.45;
          windows.push(
            `<rect x="${x + 14 + k * 24}" y="${y}" width="14" height="18" rx="3" fill="${lit ? C.saffron300 : C.brand200}" opacity="${lit ? 1 : 0.7}"/>`,
          );
        }
      }
      return `<rect x="${x}" y="${ground - h}" width="96" height="${h}" rx="10" fill="url(#tower)"/>${windows.join('')}`;
    })
    .join('');
  const defs =
    linear('tower', [
      [0, C.white],
      [1, C.brand100],
    ]) +
    `<mask id="moon"><rect width="${AW}" height="${AH}" fill="#000"/><circle cx="190" cy="150" r="58" fill="#fff"/><circle cx="218" cy="130" r="52" fill="#000"/></mask>`;
  const stars = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${r1(40 + rand() * 420)}" cy="${r1(40 + rand() * 300)}" r="${r1(1.5 + rand() * 2)}" fill="#fff" opacity="${r1(0.3 + rand() * 0.6)}"/>`,
  ).join('');
  const laptop = `<rect x="170" y="392" width="210" height="138" rx="12" fill="${C.ink900}" stroke="${C.brand300}" stroke-width="6"/>
<rect x="186" y="408" width="178" height="106" rx="6" fill="${C.brand700}"/>
${[
  [200, 424, 90, C.saffron300],
  [214, 446, 120, C.brand200],
  [214, 468, 70, C.brand300],
  [200, 490, 100, C.saffron200],
]
  .map(([x, y, w, c]) => `<rect x="${x}" y="${y}" width="${w}" height="10" rx="5" fill="${c}"/>`)
  .join('')}
<path d="M140 530L410 530L392 552L158 552Z" fill="${C.brand200}"/>
<ellipse cx="275" cy="470" rx="150" ry="110" fill="${C.brand400}" opacity="0.3" filter="url(#glow)"/>`;
  const arrow = `<path d="M330 370C460 250 700 260 900 120" fill="none" stroke="${C.white}" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/>${arrowHead(918, 108, -33, 32, C.white)}`;
  const body = `${stars}<rect width="${AW}" height="${AH}" fill="${C.saffron50}" mask="url(#moon)"/>
<circle cx="1080" cy="110" r="70" fill="${C.saffron200}" opacity="0.9"/><circle cx="1080" cy="110" r="120" fill="${C.saffron200}" opacity="0.4" filter="url(#glow)"/>
<rect x="0" y="${ground}" width="${AW}" height="${AH - ground}" fill="${C.ink950}" opacity="0.35"/>${laptop}${buildings}${arrow}`;
  return scene(
    {
      bg: [
        [0, C.ink950],
        [0.5, C.brand800],
        [1, C.saffron500],
      ],
      blobs: [[1050, 300, 260, C.saffron400, 0.5]],
    },
    defs,
    body,
  );
}

function feedback() {
  const loop = `<path d="M390 200A240 240 0 0 1 830 230" fill="none" stroke="${C.brand400}" stroke-width="16" stroke-linecap="round" opacity="0.5"/>${arrowHead(838, 246, 62, 34, C.brand400)}
<path d="M810 500A240 240 0 0 1 370 450" fill="none" stroke="${C.brand400}" stroke-width="16" stroke-linecap="round" opacity="0.5"/>${arrowHead(362, 434, -118, 34, C.brand400)}`;
  const stars = [0, 1, 2, 3, 4]
    .map((k) => star5(322 + k * 58, 208, 22, k < 4 ? C.saffron500 : C.ink200))
    .join('');
  const heart = `<path d="M12 21s-7-4.6-9.5-9A5.5 5.5 0 0 1 12 6.5a5.5 5.5 0 0 1 9.5 5.5C19 16.4 12 21 12 21z" fill="${C.saffron300}" transform="translate(655 300) scale(3)"/>`;
  const lines = (x, y, widths, fill) =>
    widths
      .map((w, i) => `<rect x="${x}" y="${y + i * 28}" width="${w}" height="13" rx="6.5" fill="${fill}"/>`)
      .join('');
  const check = `<circle cx="402" cy="462" r="30" fill="${C.white}"/><path d="M388 463l10 10 19-21" fill="none" stroke="${C.saffron600}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  const body = `${loop}
${shadow(270, 140, 340, 140, 32, 0.15)}<rect x="270" y="140" width="340" height="140" rx="32" fill="${C.white}"/><path d="M310 276L296 320L350 278Z" fill="${C.white}"/>${stars}
${shadow(620, 270, 330, 140, 32, 0.2)}<rect x="620" y="270" width="330" height="140" rx="32" fill="${C.brand600}"/><path d="M900 406L924 448L866 408Z" fill="${C.brand600}"/>${heart}${lines(750, 306, [160, 120, 80], C.brand200)}
${shadow(340, 410, 290, 110, 30, 0.18)}<rect x="340" y="410" width="290" height="110" rx="30" fill="${C.saffron500}"/><path d="M380 516L366 556L418 518Z" fill="${C.saffron500}"/>${check}${lines(452, 440, [140, 96], C.saffron100)}
${sparkle(980, 170, 22, C.saffron500)}${sparkle(200, 390, 16, C.brand500)}${sparkle(1000, 520, 12, C.brand400)}`;
  return scene(
    {
      bg: [
        [0, C.brand50],
        [1, C.brand200],
      ],
      blobs: [
        [1020, 120, 220, C.saffron200, 0.8],
        [160, 560, 220, C.brand300, 0.5],
      ],
      dot: C.brand900,
      dotOpacity: 0.06,
    },
    '',
    body,
  );
}

function sustainable() {
  const turbine = (x, hubY, groundY, size) => {
    const blades = [0, 120, 240]
      .map(
        (a) =>
          `<path d="M0 0C${r1(size * 0.12)} ${r1(-size * 0.3)} ${r1(size * 0.08)} ${r1(-size * 0.8)} 0 ${-size}C${r1(-size * 0.1)} ${r1(-size * 0.7)} ${r1(-size * 0.1)} ${r1(-size * 0.3)} 0 0Z" fill="${C.white}" transform="translate(${x} ${hubY}) rotate(${a + 20})"/>`,
      )
      .join('');
    return `<g stroke="${C.ink300}" stroke-width="2"><path d="M${x - 4} ${hubY}L${x + 4} ${hubY}L${x + 9} ${groundY}L${x - 9} ${groundY}Z" fill="${C.white}"/>${blades}</g><circle cx="${x}" cy="${hubY}" r="${r1(size * 0.09)}" fill="${C.ink200}"/>`;
  };
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<line x1="${r1(950 + Math.cos(a) * 95)}" y1="${r1(150 + Math.sin(a) * 95)}" x2="${r1(950 + Math.cos(a) * 125)}" y2="${r1(150 + Math.sin(a) * 125)}" stroke="${C.saffron400}" stroke-width="8" stroke-linecap="round"/>`;
  }).join('');
  const defs = linear(
    'leafFill',
    [
      [0, '#4ade80'],
      [1, C.leaf600],
    ],
    { x2: 1, y2: 1 },
  );
  const leaf = `<g transform="translate(690 360) rotate(-35)"><path d="M-170 0C-110 -120 80 -140 190 0C80 140 -110 120 -170 0Z" fill="url(#leafFill)"/><path d="M-165 0L175 0" stroke="${C.white}" stroke-width="6" opacity="0.75" stroke-linecap="round"/>${[
    -90, -20, 50,
  ]
    .map(
      (x) =>
        `<path d="M${x} 0L${x + 55} -55M${x} 0L${x + 55} 55" stroke="${C.white}" stroke-width="4" opacity="0.6" stroke-linecap="round"/>`,
    )
    .join('')}</g>`;
  const body = `<circle cx="950" cy="150" r="140" fill="${C.saffron300}" opacity="0.6" filter="url(#glow)"/>${rays}<circle cx="950" cy="150" r="74" fill="${C.saffron400}"/>
<path d="M0 520C200 440 420 470 620 520C820 570 1000 470 1200 500L1200 675L0 675Z" fill="${C.leaf500}" opacity="0.45"/>
${turbine(250, 210, 520, 120)}${turbine(420, 300, 540, 85)}
<path d="M0 590C240 540 480 560 720 600C900 630 1060 580 1200 570L1200 675L0 675Z" fill="${C.leaf600}"/>
${leaf}${sparkle(560, 130, 16, C.saffron500)}${sparkle(1080, 380, 14, C.leaf600)}`;
  return scene(
    {
      bg: [
        [0, C.saffron50],
        [1, '#dcfce7'],
      ],
      blobs: [
        [1000, 120, 200, C.saffron200, 0.7],
        [200, 200, 200, C.white, 0.6],
      ],
      dot: C.leaf600,
      dotOpacity: 0.07,
    },
    defs,
    body,
  );
}

function digitalIndia() {
  const rand = seeded(9);
  const qx = 540;
  const qy = 150;
  const cell = 120 / 11;
  const finder = (fx, fy) =>
    `<rect x="${r1(fx)}" y="${r1(fy)}" width="${r1(cell * 3)}" height="${r1(cell * 3)}" rx="3" fill="none" stroke="${C.ink900}" stroke-width="${r1(cell * 0.8)}"/><rect x="${r1(fx + cell)}" y="${r1(fy + cell)}" width="${r1(cell)}" height="${r1(cell)}" fill="${C.ink900}"/>`;
  const cells = [];
  for (let i = 0; i < 11; i++) {
    for (let j = 0; j < 11; j++) {
      const inFinder = (i < 4 && j < 4) || (i > 6 && j < 4) || (i < 4 && j > 6);
      if (!inFinder && rand() > 0.5)
        cells.push(
          `<rect x="${r1(qx + i * cell)}" y="${r1(qy + j * cell)}" width="${r1(cell)}" height="${r1(cell)}" fill="${C.ink900}"/>`,
        );
    }
  }
  const qr = `${cells.join('')}${finder(qx, qy)}${finder(qx + cell * 8, qy)}${finder(qx, qy + cell * 8)}`;
  const phone = `<rect x="490" y="80" width="220" height="440" rx="36" fill="${C.ink900}"/><rect x="506" y="108" width="188" height="390" rx="22" fill="${C.white}"/>${qr}
<rect x="540" y="296" width="120" height="36" rx="18" fill="${C.saffron500}"/><rect x="540" y="348" width="120" height="10" rx="5" fill="${C.ink200}"/><rect x="560" y="368" width="80" height="10" rx="5" fill="${C.ink200}"/>
<circle cx="600" cy="430" r="28" fill="${C.leaf500}"/><path d="M587 431l9 9 17-19" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const card = (x, y, w, h, inner) =>
    `${shadow(x, y, w, h, 22, 0.3)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${C.white}"/>${inner}`;
  const bag = `<path d="M318 172h64l-6 62h-52z" fill="${C.brand600}"/><path d="M334 176v-12a16 16 0 0 1 32 0v12" fill="none" stroke="${C.brand600}" stroke-width="6"/>`;
  const play = `<circle cx="320" cy="420" r="34" fill="${C.saffron500}"/><path d="M310 402L340 420L310 438Z" fill="${C.white}"/><rect x="368" y="404" width="54" height="10" rx="5" fill="${C.ink200}"/><rect x="368" y="424" width="36" height="10" rx="5" fill="${C.ink200}"/>`;
  const chart = `<path d="M808 230L848 198L880 212L930 160" fill="none" stroke="${C.leaf500}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>${arrowHead(940, 150, -45, 22, C.leaf500)}<line x1="800" y1="244" x2="945" y2="244" stroke="${C.ink200}" stroke-width="4" stroke-linecap="round"/>`;
  const chat = `<rect x="818" y="398" width="100" height="50" rx="25" fill="${C.brand100}"/>${[0, 1, 2].map((k) => `<circle cx="${844 + k * 24}" cy="423" r="6" fill="${C.brand600}"/>`).join('')}`;
  const links = [
    [430, 205, 490, 230],
    [440, 420, 490, 400],
    [770, 200, 710, 220],
    [790, 420, 710, 400],
  ]
    .map(
      ([a, b, c, d]) =>
        `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}" stroke="${C.white}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.7"/>`,
    )
    .join('');
  const waves = [280, 360, 440]
    .map(
      (r, i) =>
        `<circle cx="600" cy="300" r="${r}" fill="none" stroke="${C.white}" stroke-width="3" opacity="${[0.18, 0.12, 0.07][i]}"/>`,
    )
    .join('');
  const body = `${waves}${links}${card(280, 140, 150, 120, bag)}${card(265, 370, 180, 100, play)}${card(780, 130, 190, 140, chart)}${card(790, 370, 160, 106, chat)}
${shadow(490, 80, 220, 440, 36, 0.4)}${phone}${sparkle(170, 110, 18, C.saffron200)}${sparkle(1060, 560, 22, C.white, 0.8)}${sparkle(1060, 300, 12, C.saffron200)}`;
  return scene(
    {
      bg: [
        [0, C.brand800],
        [0.6, C.brand600],
        [1, C.saffron500],
      ],
      blobs: [
        [1050, 560, 260, C.saffron400, 0.55],
        [150, 120, 200, C.brand400, 0.5],
      ],
    },
    '',
    body,
  );
}

/** Slug (file name) to SVG source; slugs match the image paths in articles.ts. */
function articleIllustrations() {
  return {
    'future-idea-makers': ideaMakers(),
    'vision-needs-voice': visionVoice(),
    'community-driven-startups': community(),
    bootstrapping: bootstrapping(),
    'art-of-pitching': pitching(),
    'side-hustle-to-scale': sideHustle(),
    'user-feedback': feedback(),
    'ethical-sustainable-startups': sustainable(),
    'digital-entrepreneurs-india': digitalIndia(),
  };
}

// ---------- Write everything ----------

async function writeSvg(rel, svg) {
  const file = path.join(publicDir, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, svg);
  return file;
}

const HERO_WIDTHS = [800, 1280];

async function writeRaster(rel, svg, format, options) {
  const file = path.join(publicDir, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))[format](options).toFile(file);
  return file;
}

async function main() {
  await writeSvg('brand/logo-mark.svg', logoMark());
  await writeSvg('brand/logo.svg', logo());
  await writeSvg('brand/verified-badge.svg', verifiedBadge());
  const mountains = mountainBackground();
  await writeSvg('brand/mountain-bg.svg', mountains);
  await writeRaster('brand/mountain-bg.webp', mountains, 'webp', { quality: 80 });
  // Smaller copies for phones and tablets: the landing hero's srcset (and its preload in index.html).
  for (const width of HERO_WIDTHS) {
    const file = path.join(publicDir, `brand/mountain-bg-${width}.webp`);
    await sharp(Buffer.from(mountains)).resize({ width }).webp({ quality: 80 }).toFile(file);
  }
  await writeRaster('brand/og-image.png', ogImage(), 'png', {
    compressionLevel: 9,
    palette: true,
    quality: 90,
  });
  await writeSvg('images/placeholder-avatar.svg', placeholderAvatar());
  for (const [slug, svg] of Object.entries(articleIllustrations())) {
    await writeRaster(`images/articles/${slug}.webp`, svg, 'webp', { quality: 80, effort: 6 });
  }
  console.log('Assets written under apps/web/public');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
