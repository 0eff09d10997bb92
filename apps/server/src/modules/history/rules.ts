import { AppError } from '../../http/app-error';

/** A question that does not exist, is another user's or belongs to a v1 session: one answer, so ids cannot be probed. */
export const questionNotFound = () => new AppError('not_found', '该问题不存在');

/**
 * A question whose answer is still being written is not deleted under it (the same rule as a v1
 * session, docs/decisions/016): the user stops it on /chatNext first.
 */
export const questionStillAnswering = () => new AppError('conflict', '回答还在生成中，请先停止再删除');
