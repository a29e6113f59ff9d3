/**
 * Issue 26: the addresses that have a public page. A signed-out visitor of a post's or a
 * profile's address (and a link preview's crawler) gets a light page rendered on the server; a
 * signed-in member gets the app's page at the same address.
 */
export const SHARED_KINDS = ['video', 'blog', 'talk', 'profile'] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];

/** The first segment of each kind's address: /videos/:id, /blogs/:id, /talks/:id, /users/:id. */
export const SHARED_SEGMENTS: Readonly<Record<SharedKind, string>> = {
  video: 'videos',
  blog: 'blogs',
  talk: 'talks',
  profile: 'users',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address a shared thing opens at. */
export const sharedPath = (kind: SharedKind, id: string) =>
  `/${SHARED_SEGMENTS[kind]}/${encodeURIComponent(id)}`;

/** Which shared thing a page path names, or null (another page, or an id that cannot be one). */
export function parseSharedPath(pathname: string): { kind: SharedKind; id: string } | null {
  const match = /^\/([a-z]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const kind = SHARED_KINDS.find((candidate) => SHARED_SEGMENTS[candidate] === match[1]);
  const id = match[2] ?? '';
  return kind && UUID.test(id) ? { kind, id: id.toLowerCase() } : null;
}

/** A shared thing's preview image (JPEG, what every link preview reads), checked like its page. */
export const sharedImagePath = (kind: SharedKind, id: string, width: SharedImageWidth = 1200) =>
  `/api/share/${kind}/${encodeURIComponent(id)}/image${width === 1200 ? '' : `?w=${width}`}`;

/** Preview images are 1200 × 630 (the size WhatsApp, LinkedIn and X all show large), or 600 wide. */
export const SHARED_IMAGE_WIDTHS = [600, 1200] as const;
export type SharedImageWidth = (typeof SHARED_IMAGE_WIDTHS)[number];
export const SHARED_IMAGE_RATIO = 630 / 1200;

/** How much of a post's text the public page and its description show. */
export const SHARED_EXCERPT_CHARS = 280;
export const SHARED_DESCRIPTION_CHARS = 160;
