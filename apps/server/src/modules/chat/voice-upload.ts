import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';

/** Uploaded files are served at `/media/<path>`, where `path` is what the uploads table holds. */
const MEDIA_PREFIX = '/media/';

/**
 * A question's voice must be a voice file this user uploaded (`/media/uploads/<userId>/…`, as the
 * upload endpoint answered it): anything else would let one user attach another's recording, or
 * point the client's player at an arbitrary URL.
 */
export async function ownVoiceUpload(db: Db, userId: string, url: string): Promise<{ path: string; mime: string }> {
  if (!url.startsWith(`${MEDIA_PREFIX}uploads/${userId}/`) || url.includes('..')) {
    throw new AppError('validation', 'question_voice：只能使用自己上传的语音文件');
  }
  const upload = await db.kysely
    .selectFrom('uploads')
    .select(['kind', 'mime'])
    .where('user_id', '=', userId)
    .where('path', '=', url.slice(MEDIA_PREFIX.length))
    .executeTakeFirst();
  if (upload?.kind !== 'voice') throw new AppError('validation', 'question_voice：语音文件不存在，请重新上传');
  return { path: url.slice(MEDIA_PREFIX.length), mime: upload.mime };
}
