import type { Database } from '../db/client.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Realtime } from '../realtime/realtime.ts';

/** What the content modules (videos, blogs, comments, feed) work with. */
export interface ContentDeps {
  db: Database;
  storage: MediaStorage;
  dataDir: string;
  realtime: Realtime;
}
