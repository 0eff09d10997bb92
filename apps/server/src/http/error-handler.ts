import { API_ERRORS, describeZodError, type ApiErrorCode, type ErrorBody } from '@app/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DatabaseBusyError } from '../db/admission';
import { AppError } from './app-error';
import { isStoreUnavailable } from './store-errors';

const body = (code: number, msg: string): ErrorBody => ({ error_code: code, error_msg: msg });
const entry = (key: ApiErrorCode) => ({
  status: API_ERRORS[key].status,
  body: body(API_ERRORS[key].code, API_ERRORS[key].message),
});

/** Fastify's own error codes that are the client's fault, mapped to the catalogue. */
const FASTIFY_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content_length_mismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_TYPE: 'missing_content_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_FILES_LIMIT: 'too_many_files',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipart_required',
};

export function errorToReply(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppError)
    return { status: error.status, body: body(error.errorCode, error.message), headers: error.headers };
  if (error instanceof ZodError) return { status: 400, body: body(API_ERRORS.validation.code, describeZodError(error)) };
  const fe = error as FastifyError & { validation?: unknown; validationContext?: string };
  if (fe && typeof fe === 'object') {
    if (fe.validation && (fe as { cause?: unknown }).cause instanceof ZodError)
      return { status: 400, body: body(API_ERRORS.validation.code, describeZodError((fe as { cause: ZodError }).cause)) };
    if (fe.validation) return entry('validation');
    const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
    if (known) return entry(known);
    if (fe instanceof SyntaxError || fe.name === 'SyntaxError') return entry('malformed_json');
    if (typeof fe.statusCode === 'number' && fe.statusCode === 429) return entry('rate_limited');
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
      return { status: fe.statusCode, body: body(fe.statusCode, API_ERRORS.bad_request.message) };
  }
  // Load, not failure: the database's queue is full (decision 048); the client may retry soon.
  if (error instanceof DatabaseBusyError)
    return { ...entry('overloaded'), headers: { 'retry-after': String(error.retryAfterSeconds) } };
  if (isStoreUnavailable(error)) return entry('unavailable');
  return entry('internal');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const out = errorToReply(error);
    // A refusal for load is a rejection, not a failure: a burst must not flood the log with errors.
    if (out.status >= 500 && !(error instanceof DatabaseBusyError)) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: out.body.error_code, msg: out.body.error_msg }, 'request rejected');
    if (reply.sent || reply.raw.headersSent) return;
    if (out.headers) void reply.headers(out.headers);
    void reply.status(out.status).type('application/json; charset=utf-8').send(out.body);
  });
}
