import { type Locale, type Role, type SharedKind, sharedImagePath } from '@ideaignite/contract';
import type { PublicWords, SharedThing } from './public-pages-service.ts';
import { sharedImageSize } from './shared-image.ts';

/** The site's own card (apps/web/public/brand), for a shared thing with no picture of its own. */
export const SITE_IMAGE = { path: '/brand/og-image.png', width: 1200, height: 630, type: 'image/png' };

/** Text for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const KIND_WORDS: Record<SharedKind, { label: keyof PublicWords; join: keyof PublicWords; og: string }> = {
  video: { label: 'kindVideo', join: 'joinVideo', og: 'video.other' },
  blog: { label: 'kindBlog', join: 'joinBlog', og: 'article' },
  talk: { label: 'kindTalk', join: 'joinTalk', og: 'article' },
  profile: { label: 'kindProfile', join: 'joinProfile', og: 'profile' },
};

const ROLE_WORDS: Record<Role, keyof PublicWords> = {
  Hustler: 'roleHustler',
  Investor: 'roleInvestor',
  Cofounder: 'roleCofounder',
  Jobseeker: 'roleJobseeker',
};

/**
 * The page's whole style: small enough to inline (no request before the first paint), system
 * fonts (nothing to fetch), the app's colours at AA contrast or better.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#161a33;background:#f5f6fb}
a{color:#4536bd}
a:focus-visible{outline:3px solid #c2410c;outline-offset:2px;border-radius:6px}
.top{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1.25rem;background:#1e1b4b}
.brand{display:inline-flex;align-items:center;gap:.5rem;color:#fff;font-weight:800;font-size:1.125rem;text-decoration:none;min-height:44px}
.top .signin{color:#fff;font-weight:600;min-height:44px;display:inline-flex;align-items:center}
main{max-width:42rem;margin:0 auto;padding:1.5rem 1.25rem 2.5rem}
article{background:#fff;border:1px solid #e9ebf5;border-radius:1rem;overflow:hidden;box-shadow:0 10px 30px -18px rgba(13,16,36,.35)}
.media{position:relative;display:block;background:#e9ebf5}
.avatar{display:block;width:96px;height:96px;border-radius:50%;object-fit:cover;margin:0 0 1rem;background:#e9ebf5}
.media img{display:block;width:100%;height:auto;aspect-ratio:1200/630;object-fit:cover}
.play{position:absolute;inset:0;margin:auto;width:72px;height:72px;border-radius:50%;background:rgba(13,16,36,.72);display:grid;place-items:center}
.play::after{content:"";margin-left:6px;border-style:solid;border-width:14px 0 14px 24px;border-color:transparent transparent transparent #fff}
.body{padding:1.25rem 1.25rem 1.5rem}
.kind{display:inline-block;margin:0 0 .5rem;padding:.125rem .625rem;border-radius:999px;background:#fff7ed;color:#9a3412;font-size:.8125rem;font-weight:700;letter-spacing:.02em;text-transform:uppercase}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.3;overflow-wrap:anywhere}
.byline{margin:0 0 1rem;color:#434a6b;font-size:.9375rem}
.byline strong{color:#161a33}
.excerpt{margin:0 0 1.25rem;white-space:pre-line;overflow-wrap:anywhere}
.cta{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.75rem 1.25rem;border-radius:.75rem;background:#a8360c;color:#fff;font-weight:700;text-decoration:none}
.cta:hover{background:#9a3412}
.member{margin:.875rem 0 0;font-size:.9375rem}
footer{max-width:42rem;margin:0 auto;padding:0 1.25rem 2rem;color:#434a6b;font-size:.875rem}
@media (min-width:48rem){h1{font-size:1.875rem}main{padding-top:2.5rem}}
`.replace(/\n/g, '');

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(date);
}

interface PageFrame {
  locale: Locale;
  words: PublicWords;
  /** The page's own absolute address. */
  url: string;
  title: string;
  /** Meta tags after the title, already HTML. */
  meta: string;
  /** The sign-in link's return path. */
  path: string;
  main: string;
}

function frame({ locale, words, url, title, meta, path, main }: PageFrame): string {
  const signIn = `/signin?next=${encodeURIComponent(path)}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${meta}
<link rel="canonical" href="${escapeHtml(url)}">
<link rel="icon" href="/brand/logo-mark.svg" type="image/svg+xml">
<meta name="theme-color" content="#1e1b4b">
<style>${STYLE}</style>
<script src="/member.js" defer></script>
</head>
<body>
<header class="top"><a class="brand" href="/" aria-label="${escapeHtml(words.home)}"><img src="/brand/logo-mark.svg" alt="" width="32" height="32">IdeaIgnite</a><a class="signin" href="${escapeHtml(signIn)}">${escapeHtml(words.signInShort)}</a></header>
<main>
${main}
</main>
<footer><p>${escapeHtml(words.footer)} ${escapeHtml(words.tagline)}</p></footer>
</body>
</html>`;
}

/** The public page of a shared post or profile, with its Open Graph and Twitter card tags. */
export function sharedPageHtml(
  thing: SharedThing,
  options: { locale: Locale; words: PublicWords; origin: string; path: string },
): string {
  const { locale, words, origin, path } = options;
  const kind = KIND_WORDS[thing.kind];
  const url = `${origin}${path}`;
  const e = escapeHtml;
  const large = sharedImagePath(thing.kind, thing.id);
  const small = sharedImagePath(thing.kind, thing.id, 600);
  const own = thing.imageKey
    ? { path: large, ...sharedImageSize(thing.kind, 1200), type: 'image/jpeg' }
    : null;
  const og = own ?? SITE_IMAGE;
  const pageTitle = `${thing.title} · IdeaIgnite`;
  const meta = [
    `<meta name="description" content="${e(thing.description)}">`,
    `<meta name="robots" content="${thing.indexable ? 'index, follow' : 'noindex, nofollow'}">`,
    `<meta property="og:site_name" content="IdeaIgnite">`,
    `<meta property="og:type" content="${kind.og}">`,
    `<meta property="og:title" content="${e(thing.title)}">`,
    `<meta property="og:description" content="${e(thing.description)}">`,
    `<meta property="og:url" content="${e(url)}">`,
    `<meta property="og:image" content="${e(origin + og.path)}">`,
    `<meta property="og:image:type" content="${og.type}">`,
    `<meta property="og:image:width" content="${og.width}">`,
    `<meta property="og:image:height" content="${og.height}">`,
    `<meta property="og:image:alt" content="${e(thing.title)}">`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}">`,
    `<meta name="twitter:card" content="${og.width > og.height ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(thing.title)}">`,
    `<meta name="twitter:description" content="${e(thing.description)}">`,
    `<meta name="twitter:image" content="${e(origin + og.path)}">`,
    `<meta name="twitter:image:alt" content="${e(thing.title)}">`,
  ].join('\n');
  // The page's own picture: a post's preview at the screen's width, a profile's as its avatar, a
  // video without a poster the site's card under the play mark; a text post or a profile without
  // a picture shows none.
  let picture = '';
  if (thing.kind === 'profile') {
    if (own) picture = `<img class="avatar" src="${e(small)}" width="96" height="96" alt="">`;
  } else if (own) {
    const height = sharedImageSize(thing.kind, 1200).height;
    picture = `<div class="media"><img src="${e(small)}" srcset="${e(small)} 600w, ${e(large)} 1200w" sizes="(min-width: 42rem) 40rem, 100vw" width="1200" height="${height}" alt="" fetchpriority="high">${thing.kind === 'video' ? '<span class="play"></span>' : ''}</div>`;
  } else if (thing.kind === 'video') {
    picture = `<div class="media"><img src="${SITE_IMAGE.path}" width="1200" height="630" alt="" fetchpriority="high"><span class="play"></span></div>`;
  }
  const join = `/signup`;
  const byline = [
    // A profile is its owner: its title names them already.
    thing.kind === 'profile' ? null : `${e(words.by)} <strong>${e(thing.owner.name)}</strong>`,
    e(words[ROLE_WORDS[thing.owner.role]]),
    thing.createdAt ? `${e(words.postedOn)} ${e(formatDate(thing.createdAt, locale))}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const main = `<article>
${thing.kind === 'profile' ? '' : picture}
<div class="body">
${thing.kind === 'profile' ? picture : ''}
<p class="kind">${e(words[kind.label])}</p>
<h1>${e(thing.title)}</h1>
<p class="byline">${byline}</p>
${thing.excerpt ? `<p class="excerpt">${e(thing.excerpt)}</p>` : ''}
<a class="cta" href="${join}">${e(words[kind.join])}</a>
<p class="member"><a href="${e(`/signin?next=${encodeURIComponent(path)}`)}">${e(words.signIn)}</a></p>
</div>
</article>`;
  return frame({ locale, words, url, title: pageTitle, meta, path, main });
}

/** What a shared address answers when there is nothing public there: gone, hidden or kept for members. */
export function notFoundPageHtml(options: {
  locale: Locale;
  words: PublicWords;
  origin: string;
  path: string;
}) {
  const { words } = options;
  const e = escapeHtml;
  const main = `<article><div class="body">
<h1>${e(words.notFoundTitle)}</h1>
<p class="excerpt">${e(words.notFoundBody)} ${e(words.tagline)}</p>
<a class="cta" href="/signup">${e(words.joinFree)}</a>
</div></article>`;
  return frame({
    ...options,
    url: `${options.origin}${options.path}`,
    title: `${words.notFoundTitle} · IdeaIgnite`,
    meta: `<meta name="robots" content="noindex, nofollow">`,
    main,
  });
}
