import { describe, expect, it, vi } from 'vitest';
import type { Container } from '../lib/container.ts';
import { deleteStoredMedia } from './delete-media.ts';
import type { MediaStorage } from './storage.ts';

describe('deleteStoredMedia', () => {
  it('removes every key given, and a storage failure is logged without stopping the others', async () => {
    const removed: string[] = [];
    const storage = {
      delete: vi.fn(async (key: string) => {
        if (key === 'videos/broken.mp4') throw new Error('bucket unreachable');
        removed.push(key);
      }),
    } as unknown as MediaStorage;
    const log = { error: vi.fn() } as unknown as Container['log'];
    await expect(
      deleteStoredMedia({ storage, log }, ['videos/broken.mp4', null, 'posters/p.jpg', undefined]),
    ).resolves.toBeUndefined();
    expect(removed).toEqual(['posters/p.jpg']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'videos/broken.mp4' }),
      'could not delete stored media',
    );
  });
});
