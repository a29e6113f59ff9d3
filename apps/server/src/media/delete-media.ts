import type { Container } from '../lib/container.ts';

/**
 * Removes stored media whose rows are already gone (called after the transaction commits): a
 * storage failure is logged and never undoes the delete; the orphaned object is named in the log.
 * A key ending in `/` is a folder (a video's renditions, `hls/<id>/`): everything in it goes.
 */
export async function deleteStoredMedia(
  deps: Pick<Container, 'storage' | 'log'>,
  keys: Array<string | null | undefined>,
): Promise<void> {
  await Promise.all(
    keys
      .filter((key): key is string => Boolean(key))
      .map((key) =>
        (key.endsWith('/') ? deps.storage.deletePrefix(key) : deps.storage.delete(key)).catch(
          (error: unknown) => deps.log.error({ err: error, key }, 'could not delete stored media'),
        ),
      ),
  );
}
