import {
  type Locale,
  PUBLIC_PAGES_WORDS,
  parseSharedPath,
  type Role,
  SHARED_DESCRIPTION_CHARS,
  SHARED_EXCERPT_CHARS,
  type SharedImageWidth,
  type SharedKind,
  sharedPath,
} from '@ideaignite/contract';
import { PUBLIC_PAGES_WORDS_HI } from '@ideaignite/contract/hi';
import type { Container } from '../../lib/container.ts';
import { notFoundPageHtml, sharedPageHtml } from './public-page-html.ts';
import {
  findPublicBlog,
  findPublicProfile,
  findPublicVideo,
  type PublicPostRow,
  type PublicProfileRow,
} from './public-pages-repository.ts';
import { makeSharedImage, sharedImageSize } from './shared-image.ts';

/** A post or profile as its public page shows it. */
export interface SharedThing {
  kind: SharedKind;
  id: string;
  title: string;
  /** The first lines, cut at a word. */
  excerpt: string;
  /** For the description tags: shorter still. */
  description: string;
  /** The stored picture the preview image is made from (poster, cover, profile picture), if any. */
  imageKey: string | null;
  owner: { id: string; name: string; role: Role };
  /** The owner lets search engines list it. */
  indexable: boolean;
  createdAt: Date | null;
}

export type PublicWords = { [K in keyof typeof PUBLIC_PAGES_WORDS]: string };

export const publicWords = (locale: Locale): PublicWords =>
  locale === 'hi-IN' ? PUBLIC_PAGES_WORDS_HI : PUBLIC_PAGES_WORDS;

/** `text` on one line, cut at the last word that fits in `limit` characters, with "…" when cut. */
export function excerptOf(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

function fromPost(kind: SharedKind, row: PublicPostRow, words: PublicWords): SharedThing {
  // A talk's text is its title: the page shows it as the text, with a short title of its own.
  const text = kind === 'talk' ? row.title : row.text;
  return {
    kind,
    id: row.id,
    title: kind === 'talk' ? excerptOf(row.title, 70) : row.title,
    excerpt: excerptOf(text, SHARED_EXCERPT_CHARS),
    description: excerptOf(text || words.tagline, SHARED_DESCRIPTION_CHARS),
    imageKey: row.image_key,
    owner: { id: row.owner_id, name: row.owner_name ?? words.aMember, role: row.owner_role },
    indexable: row.indexable,
    createdAt: new Date(row.created_at),
  };
}

function fromProfile(row: PublicProfileRow, words: PublicWords): SharedThing {
  const name = row.owner_name ?? words.aMember;
  const about = [row.current_work, row.bio].filter(Boolean).join('\n\n');
  return {
    kind: 'profile',
    id: row.owner_id,
    title: row.project ? `${name} · ${row.project}` : name,
    excerpt: excerptOf(about, SHARED_EXCERPT_CHARS),
    description: excerptOf(about || words.tagline, SHARED_DESCRIPTION_CHARS),
    imageKey: row.owner_picture,
    owner: { id: row.owner_id, name, role: row.owner_role },
    indexable: row.indexable,
    createdAt: null,
  };
}

/**
 * The shared thing `kind`/`id` as a signed-out visitor may see it, or null: gone, hidden by a
 * moderator, its owner suspended, erased or leaving, or their public previews off. One decision
 * (publicOwnerSql) for the page and its preview image.
 */
export async function findShared(
  deps: Pick<Container, 'db'>,
  kind: SharedKind,
  id: string,
  locale: Locale,
): Promise<SharedThing | null> {
  const words = publicWords(locale);
  if (kind === 'profile') {
    const row = await findPublicProfile(deps.db, id);
    return row ? fromProfile(row, words) : null;
  }
  const row = kind === 'video' ? await findPublicVideo(deps.db, id) : await findPublicBlog(deps.db, id, kind);
  return row ? fromPost(kind, row, words) : null;
}

/** A page for someone not signed in: its status and HTML. */
export interface PublicPage {
  status: 200 | 404;
  html: string;
}

/**
 * The public page at `pathname` (a post's or profile's address), or null when the address has
 * none (the app's own pages). A signed-in member never gets it: they open the app's page.
 */
export async function publicPageAt(
  deps: Pick<Container, 'db' | 'publicUrl'>,
  pathname: string,
  locale: Locale,
): Promise<PublicPage | null> {
  const shared = parseSharedPath(pathname);
  if (!shared) return null;
  const options = {
    locale,
    words: publicWords(locale),
    origin: deps.publicUrl.replace(/\/$/, ''),
    path: sharedPath(shared.kind, shared.id),
  };
  const thing = await findShared(deps, shared.kind, shared.id, locale);
  return thing
    ? { status: 200, html: sharedPageHtml(thing, options) }
    : { status: 404, html: notFoundPageHtml(options) };
}

/** A shared thing's preview image (JPEG), or null when its page is not public or it has no picture. */
export async function sharedImage(
  deps: Pick<Container, 'db' | 'storage'>,
  kind: SharedKind,
  id: string,
  width: SharedImageWidth,
): Promise<Buffer | null> {
  const thing = await findShared(deps, kind, id, 'en-IN');
  if (!thing?.imageKey) return null;
  return makeSharedImage(deps.storage, thing.imageKey, sharedImageSize(kind, width));
}
