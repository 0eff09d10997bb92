import { CLIENT_ERROR_TEXT } from '@app/protocol';
import OpenAI from 'openai';

/**
 * Upstream model failures as in-stream error content. None of them uses error_code 401: the
 * client reads 401 as "your login expired", while a rejected API key is the operator's problem,
 * hence 502 (a bad gateway) with a sentence that sends the user to an administrator.
 */
export const UPSTREAM_ERRORS = {
  auth: { error_code: 502, error_msg: '模型服务鉴权失败，请联系管理员' },
  busy: { error_code: 429, error_msg: '模型服务繁忙，请稍后重试' },
  timeout: { error_code: 504, error_msg: '模型响应超时，请稍后重试' },
  broken: { error_code: 502, error_msg: CLIENT_ERROR_TEXT.streamGenerationError },
} as const;

export type UpstreamErrorKind = keyof typeof UPSTREAM_ERRORS;

/**
 * The stream ended before the model said it was done (no finish_reason): the connection was cut
 * cleanly, or the watchdog aborted it. The SDK ends quietly in both cases, so the engine names it.
 */
export class IncompleteStreamError extends Error {
  override name = 'IncompleteStreamError';
}

/**
 * Which of the four cases a failure is. `timedOut` is the engine's own watchdog: it aborts the
 * request, which the SDK reports as a quiet end or an abort, not as a timeout.
 */
export function classifyUpstreamError(e: unknown, timedOut: boolean): UpstreamErrorKind {
  if (timedOut || e instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (e instanceof OpenAI.APIError && (e.status === 401 || e.status === 403)) return 'auth';
  if (e instanceof OpenAI.APIError && e.status === 429) return 'busy';
  // Malformed JSON (SyntaxError), a cut connection (APIConnectionError / TypeError: terminated),
  // an error object inside the stream, 5xx: the user can only try again.
  return 'broken';
}
