import { AppError } from '../../http/app-error';

/** A session that does not exist or is another user's: the same answer, so ids cannot be probed. */
export const sessionNotFound = () => new AppError('not_found', '该会话不存在');

/** A session whose answer is still being written cannot be deleted under it. */
export const sessionStillAnswering = () => new AppError('conflict', '回答还在生成中，请先停止再删除');

/** Longest session title, in characters (code points, so an emoji is never cut in half). */
export const SESSION_TITLE_MAX = 30;
export const UNTITLED_SESSION = '新对话';

/** A session's title: its first question on one line, shortened with an ellipsis. */
export function sessionTitle(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (!line) return UNTITLED_SESSION;
  const chars = [...line];
  return chars.length <= SESSION_TITLE_MAX ? line : `${chars.slice(0, SESSION_TITLE_MAX - 1).join('')}…`;
}
