import { LIMITS } from '@app/protocol/constants';
import { CLIENT_ERROR_TEXT, errorKeyOf, isTimeoutFailure, type ApiErrorKey } from '@app/protocol/errors';
import type { SignableValue } from '@app/protocol/signing';
import { clientHeaders } from '@/config/client-headers';
import { preferredLanguage } from './i18n';
import { getEnvFlags } from './env';
import { reportUnauthorized } from './session-events';
import { secretKeyStorage, tokenStorage } from './storage';
import { toast } from './toast';

/** Why a call failed; each kind has one user-facing text (spec section 8). */
export type ApiErrorKind = 'network' | 'timeout' | 'unauthorized' | 'server' | 'invalid_response' | 'aborted';

/** The one error type the API client rejects with. `message` is what the user may see. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when there was no response. */
    readonly status: number = 0,
    /** The body's `error_code`, when there was one. */
    readonly code: number | null = null,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.key = code === null ? null : errorKeyOf(code);
  }

  /** The server's machine code as its catalogue key (bad_credentials, captcha_required…), when known. */
  readonly key: ApiErrorKey | null;
}

type Params = Record<string, SignableValue>;

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST';
  /** Query parameters (GET) or extra query on a POST. */
  params?: Params;
  /** JSON body (default for POST) or form fields when `form` is set. */
  body?: Params;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  /** A multipart body (uploads); replaces `body`; in the app the query is signed instead. */
  multipart?: FormData;
  /** Suppress the error toast (and the login dialog on 401). */
  quiet?: boolean;
  /** Resolve with the whole response body instead of `data.data`. */
  returnOriginRes?: boolean;
  /** Validate or reshape the result (may load its schema lazily); a throw rejects as an invalid response. */
  formatData?: (data: unknown) => T | Promise<T>;
  /** Send the auth and identification headers and sign (default true; false for /passport). */
  withAuth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const TIMEOUT_REASON = 'timeout';

/** Signing (and its MD5) is only needed inside the host app: it loads on first use. */
const loadSigning = () => import('@app/protocol/signing');

/** Headers, signature and URL for one call (exported for the SSE reader and tests). */
export async function buildRequest(url: string, options: RequestOptions<unknown>): Promise<{ url: string; init: RequestInit }> {
  const method = options.method ?? 'POST';
  const withAuth = options.withAuth ?? true;
  const flags = getEnvFlags();
  // The server's own words (the greeting) come in the language the user chose.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': preferredLanguage() };
  let params = options.params;
  let body = options.body;

  if (withAuth) {
    const token = tokenStorage.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, clientHeaders(flags));
    const secret = secretKeyStorage.get();
    if (secret && flags.isInApp && !options.form) {
      const { signParams } = await loadSigning();
      // A multipart upload's file parts cannot be signed: it signs its query, as a GET does.
      if (method === 'GET' || options.multipart) params = signParams(params ?? {}, secret);
      else body = signParams(body ?? {}, secret);
    }
  }

  let payload: string | FormData | undefined;
  if (method === 'POST') {
    if (options.multipart) {
      // The browser writes the multipart Content-Type with its boundary.
      payload = options.multipart;
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      payload = toSearchParams(body ?? {}).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
  }
  const query = params ? toSearchParams(params).toString() : '';
  const fullUrl = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  return { url: fullUrl, init: { method, headers, body: payload, credentials: 'include' } };
}

function toSearchParams(values: Params): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const field = (body: unknown, key: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;

const serverMessage = (body: unknown): string | null => {
  const msg = field(body, 'error_msg') ?? field(body, 'message');
  return typeof msg === 'string' && msg ? msg : null;
};

/** Maps a failed response to the catalogue of spec section 8. */
function responseError(status: number, body: unknown): ApiError {
  const rawCode = field(body, 'error_code');
  const code = typeof rawCode === 'number' ? rawCode : null;
  // Only a session that is gone (the generic 401) means "log in again"; a wrong password or a bad
  // signature is a 401 with a finer code and its own message.
  const sessionGone =
    code === null ? status === 401 : errorKeyOf(code) === 'unauthorized' || (status === 401 && !errorKeyOf(code));
  if (sessionGone) return new ApiError('unauthorized', CLIENT_ERROR_TEXT.loginExpired, status, code, body);
  if (isTimeoutFailure({ status })) return new ApiError('timeout', CLIENT_ERROR_TEXT.timeout, status, code, body);
  return new ApiError('server', serverMessage(body) ?? CLIENT_ERROR_TEXT.requestError, status, code, body);
}

function transportError(error: unknown, timedOut: boolean, callerAborted: boolean): ApiError {
  if (callerAborted) return new ApiError('aborted', CLIENT_ERROR_TEXT.requestError);
  const e = error as { message?: string; code?: string; name?: string };
  if (timedOut || isTimeoutFailure({ message: e?.message ?? '', code: e?.code }) || e?.name === 'TimeoutError')
    return new ApiError('timeout', CLIENT_ERROR_TEXT.timeout);
  return new ApiError('network', CLIENT_ERROR_TEXT.network);
}

function report(error: ApiError, quiet: boolean): void {
  if (error.kind === 'aborted') return;
  if (error.kind === 'unauthorized') return reportUnauthorized({ quiet });
  if (!quiet) toast.error(error.message);
}

/**
 * The one HTTP client (spec section 7): relative URLs, credentials included, 60 s timeout,
 * JSON POST by default; resolves with `data.data` (or the body), rejects with an ApiError.
 */
export async function request<T = unknown>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const quiet = options.quiet ?? false;
  let built: Awaited<ReturnType<typeof buildRequest>>;
  try {
    built = await buildRequest(url, options);
  } catch {
    const apiError = new ApiError('network', CLIENT_ERROR_TEXT.network);
    report(apiError, quiet);
    throw apiError;
  }
  const { url: fullUrl, init } = built;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(TIMEOUT_REASON, 'TimeoutError'));
  }, options.timeoutMs ?? LIMITS.httpTimeoutMs);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    let body: unknown;
    try {
      // The caller may have aborted while the request was being built.
      options.signal?.throwIfAborted();
      response = await fetch(fullUrl, { ...init, signal: controller.signal });
      body = await readBody(response);
    } catch (error) {
      throw transportError(error, timedOut, options.signal?.aborted ?? false);
    }
    if (response.status !== 200 || field(body, 'error_code') !== undefined) throw responseError(response.status, body);
    const data = options.returnOriginRes ? body : (field(body, 'data') ?? body);
    if (!options.formatData) return data as T;
    try {
      return await options.formatData(data);
    } catch {
      throw new ApiError('invalid_response', CLIENT_ERROR_TEXT.requestError, response.status, null, body);
    }
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('network', CLIENT_ERROR_TEXT.network);
    report(apiError, quiet);
    throw apiError;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const http = {
  get: <T = unknown>(url: string, params?: Params, options: Omit<RequestOptions<T>, 'method' | 'params'> = {}) =>
    request<T>(url, { ...options, method: 'GET', params }),
  post: <T = unknown>(url: string, body?: Params, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(url, { ...options, method: 'POST', body }),
};

/**
 * Stream bodies inside the host app (DESIGN 2.3, spec section 7): every string field is sealed
 * with the host's secret_key before the body is signed and sent; elsewhere the body is unchanged.
 */
export async function encryptBodyForHost<T extends Params>(body: T): Promise<T> {
  const secret = secretKeyStorage.get();
  if (!secret || !getEnvFlags().isInApp) return body;
  const { encryptStringFields } = await import('@app/protocol/crypto-fields');
  return encryptStringFields(body, secret);
}
