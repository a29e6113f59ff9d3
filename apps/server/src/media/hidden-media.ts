/**
 * Which media keys belong to hidden content (issue 24): a set loaded from the database at most once
 * per HIDDEN_MEDIA_TTL_MS, so serving a file costs no query of its own. A moderator's hide (or a
 * restore) reaches every server process within that time; files are served with a revalidating
 * cache (media-serving.ts), so no browser keeps a copy past it either.
 */
export const HIDDEN_MEDIA_TTL_MS = 1000;

/**
 * The folder a key is in, as hidden keys name a video's renditions and captions: `hls/<id>/` for
 * `hls/<id>/<run>/360p/segment-000.ts`.
 */
const folderOf = (key: string) => {
  const [first, second] = key.split('/');
  return first && second ? `${first}/${second}/` : undefined;
};

export interface HiddenMedia {
  isHidden(key: string): Promise<boolean>;
}

/**
 * `loadKeys` answers every hidden key. When it fails (the database is away) the last set known
 * stays in force and the load is tried again after the same interval: files keep being served,
 * hidden ones still refused.
 */
export function createHiddenMedia(
  loadKeys: () => Promise<string[]>,
  onError: (error: unknown) => void,
  { ttlMs = HIDDEN_MEDIA_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): HiddenMedia {
  let keys = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;
  const refresh = () => {
    // One load at a time: requests arriving meanwhile wait for the same answer.
    loading ??= loadKeys()
      .then((loaded) => {
        keys = new Set(loaded);
      })
      .catch(onError)
      .finally(() => {
        loadedAt = now();
        loading = undefined;
      });
    return loading;
  };
  return {
    async isHidden(key) {
      if (now() - loadedAt >= ttlMs) await refresh();
      const folder = folderOf(key);
      return keys.has(key) || (folder !== undefined && keys.has(folder));
    },
  };
}
