import type { Db } from '../../db/database';
import type { UploadsTable } from '../../db/schema';

/** One row per stored file; `path` is relative to the media dir. */
export function uploadRepository(db: Db) {
  const k = db.kysely;
  return {
    async insert(row: UploadsTable): Promise<void> {
      await k.insertInto('uploads').values(row).execute();
    },
  };
}
