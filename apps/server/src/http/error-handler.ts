import { API_ERRORS, describeZodError, type ErrorBody } from '@app/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error';

const body = (status: number, msg: string): ErrorBody => ({ error_code: status, error_msg: msg });

/** Fastify's own error codes that are the client's fault, mapped to zh-CN text. */
const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_ERRORS.payload_too_large.message },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_ERRORS.unsupported_media_type.message },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: '请求长度与内容不符' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: '请求内容为空，应为 JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_ERRORS.malformed_json.message },
  FST_ERR_CTP_EMPTY_TYPE: { status: 400, message: '缺少 Content-Type' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: API_ERRORS.unsupported_media_type.message },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: '文件过大' },
  FST_FILES_LIMIT: { status: 413, message: '文件数量过多' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: '请以 multipart/form-data 上传文件' },
};

export function errorToReply(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppError) return { status: error.status, body: body(error.status, error.message), headers: error.headers };
  if (error instanceof ZodError) return { status: 400, body: body(400, describeZodError(error)) };
  const fe = error as FastifyError & { validation?: unknown; validationContext?: string };
  if (fe && typeof fe === 'object') {
    if (fe.validation && (fe as { cause?: unknown }).cause instanceof ZodError)
      return { status: 400, body: body(400, describeZodError((fe as { cause: ZodError }).cause)) };
    if (fe.validation) return { status: 400, body: body(400, API_ERRORS.validation.message) };
    const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
    if (known) return { status: known.status, body: body(known.status, known.message) };
    if (fe instanceof SyntaxError || fe.name === 'SyntaxError')
      return { status: 400, body: body(400, API_ERRORS.malformed_json.message) };
    if (typeof fe.statusCode === 'number' && fe.statusCode === 429)
      return { status: 429, body: body(429, API_ERRORS.rate_limited.message) };
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
      return { status: fe.statusCode, body: body(fe.statusCode, API_ERRORS.bad_request.message) };
  }
  return { status: 500, body: body(500, API_ERRORS.internal.message) };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const out = errorToReply(error);
    if (out.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: out.body.error_code, msg: out.body.error_msg }, 'request rejected');
    if (reply.sent || reply.raw.headersSent) return;
    if (out.headers) void reply.headers(out.headers);
    void reply.status(out.status).type('application/json; charset=utf-8').send(out.body);
  });
}
