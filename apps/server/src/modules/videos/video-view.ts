import type { Video } from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { loadAuthors } from '../profiles/authors.ts';
import { toPublicUser } from '../profiles/profile-details.ts';
import type { VideoListRow } from './videos-repository.ts';

/** Shapes video rows as the spec's Video, with uploadedBy embedded. */
export async function toVideos(db: Database, storage: MediaStorage, rows: VideoListRow[]): Promise<Video[]> {
  const joined = rows.every((row) => row.author && row.authorProfile);
  const authors = joined
    ? new Map(
        rows.map(
          (row) => [row.video.userId, toPublicUser(row.author!, row.authorProfile!, storage)] as const,
        ),
      )
    : await loadAuthors(
        db,
        storage,
        rows.map((row) => row.video.userId),
      );
  return rows.map(({ video, liked, commentsCount }) => ({
    _id: video.id,
    title: video.title,
    description: video.description,
    videoUrl: storage.publicUrl(video.storageKey),
    posterUrl: video.posterKey ? storage.publicUrl(video.posterKey) : null,
    mimeType: video.mimeType,
    likes: video.likes,
    userHasLiked: Boolean(liked),
    commentsCount: Number(commentsCount),
    uploadedBy: authors.get(video.userId) ?? null,
    createdAt: video.createdAt.toISOString(),
  }));
}
