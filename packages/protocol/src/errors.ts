/**
 * Typed error codes, each mapped once to an HTTP status and a zh-CN sentence (server side),
 * plus the client's error catalogue of spec section 8 with its exact texts.
 */
export const API_ERRORS = {
  bad_request: { status: 400, code: 400, message: '请求参数有误' },
  validation: { status: 400, code: 400, message: '请求参数有误' },
  malformed_json: { status: 400, code: 40002, message: '请求内容不是有效的 JSON' },
  content_length_mismatch: { status: 400, code: 40003, message: '请求长度与内容不符' },
  empty_json: { status: 400, code: 40004, message: '请求内容为空，应为 JSON' },
  missing_content_type: { status: 400, code: 40005, message: '缺少 Content-Type' },
  code_invalid: { status: 400, code: 40010, message: '验证码错误' },
  code_expired: { status: 400, code: 40011, message: '验证码已过期，请重新获取' },
  code_used: { status: 400, code: 40012, message: '验证码已使用，请重新获取' },
  captcha_required: { status: 400, code: 40013, message: '验证失败次数过多，请先完成图形验证码' },
  captcha_invalid: { status: 400, code: 40014, message: '图形验证码错误' },
  nothing_to_share: { status: 400, code: 40020, message: '还没有可以分享的回答' },
  unauthorized: { status: 401, code: 401, message: '登录已过期，请重新登录' },
  bad_credentials: { status: 401, code: 40102, message: '账号或密码错误' },
  bad_signature: { status: 401, code: 40103, message: '请求签名无效' },
  signature_expired: { status: 401, code: 40104, message: '请求签名已过期，请校准手机时间后重试' },
  nonce_reused: { status: 401, code: 40105, message: '请求已被使用，请勿重复提交' },
  signature_required: { status: 401, code: 40106, message: '请求缺少签名' },
  forbidden: { status: 403, code: 403, message: '您没有访问此页面的权限' },
  cross_site: { status: 403, code: 40301, message: '跨站请求已拒绝，请在本站页面内操作' },
  not_found: { status: 404, code: 404, message: '请求的资源不存在' },
  share_gone: { status: 404, code: 40401, message: '该分享链接已失效：它已被分享者撤销，或链接不完整' },
  request_timeout: { status: 408, code: 408, message: '一段时间没有收到数据，请求已中断，请重试' },
  conflict: { status: 409, code: 409, message: '资源已存在' },
  phone_registered: { status: 409, code: 40901, message: '该手机号已注册，请直接登录' },
  payload_too_large: { status: 413, code: 413, message: '请求内容过大' },
  file_too_large: { status: 413, code: 41301, message: '文件过大' },
  too_many_files: { status: 413, code: 41302, message: '文件数量过多' },
  unsupported_media_type: { status: 415, code: 415, message: '不支持的内容类型' },
  json_only: { status: 415, code: 41501, message: '接口只接受 application/json 请求' },
  multipart_required: { status: 415, code: 41502, message: '请以 multipart/form-data 上传文件' },
  rate_limited: { status: 429, code: 429, message: '操作太频繁，请稍后再试' },
  account_locked: { status: 429, code: 42901, message: '密码错误次数过多，请 15 分钟后再试或使用验证码登录' },
  sms_too_frequent: { status: 429, code: 42902, message: '验证码发送太频繁，请 60 秒后再试' },
  sms_daily_limit: { status: 429, code: 42903, message: '今日验证码发送次数已达上限，请明天再试' },
  internal: { status: 500, code: 500, message: '服务器开小差了，请稍后重试' },
  unavailable: { status: 503, code: 503, message: '服务暂时不可用，请稍后重试' },
  overloaded: { status: 503, code: 50301, message: '当前提问的人太多，请稍等几秒后重试' },
} as const;

/**
 * The envelope's `error_code` (DESIGN 2.1: the status, or a finer code whose first three digits
 * are the status): a stable machine code the client acts on instead of reading the message.
 */
export type ApiErrorKey = keyof typeof API_ERRORS;

const KEY_BY_CODE = new Map<number, ApiErrorKey>(
  (Object.entries(API_ERRORS) as Array<[ApiErrorKey, { code: number }]>)
    .filter(([key]) => key !== 'validation')
    .map(([key, e]) => [e.code, key]),
);

/** The catalogue entry an envelope's error_code names, or null for a code this build does not know. */
export const errorKeyOf = (code: number): ApiErrorKey | null => KEY_BY_CODE.get(code) ?? null;

/** The HTTP status a code belongs to (40102 → 401). */
export const statusOfErrorCode = (code: number): number => (code >= 1000 ? Math.floor(code / 100) : code);

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Texts the client shows (spec section 8), exact. */
export const CLIENT_ERROR_TEXT = {
  network: '网络异常，请检查网络连接',
  timeout: '请求超时，请稍后重试',
  loginExpired: '登录已过期，请重新登录',
  requestError: '请求异常',
  noPermission: '您没有访问此页面的权限',
  nativeUnsupported: '发送消息到原生失败:不支持的环境',
  streamNetwork: '网络异常，请稍后重试',
  streamRequestFailed: '请求失败',
  streamGenerationError: '生成错误！',
  streamInterrupted: '助手已为你停止输出',
  riskDefault: '助手遇到了一点障碍，请重新输入',
  stopped: '已停止输出',
} as const;

/**
 * Why a stream failed. `offline`: the device lost the network (shown with the network text); the
 * answer resumes from its last event once the browser is back online.
 */
export type StreamErrorKind = 'login_expired' | 'network' | 'offline' | 'server' | 'generation' | 'interrupted' | 'risk';

/**
 * Stream-open failure → what the user sees (spec section 8, "Stream errors").
 * `status` is the HTTP status (0 when no response), `errorCode`/`errorMsg` from a JSON body.
 */
export function streamOpenError(
  status: number,
  errorCode?: number | null,
  errorMsg?: string | null,
): { kind: StreamErrorKind; message: string } {
  if (status === 401 || errorCode === 401) return { kind: 'login_expired', message: CLIENT_ERROR_TEXT.loginExpired };
  if (status >= 400 && status < 500 && status !== 429) return { kind: 'network', message: CLIENT_ERROR_TEXT.streamNetwork };
  return { kind: 'server', message: errorMsg || CLIENT_ERROR_TEXT.streamRequestFailed };
}

/** An in-stream error event → its text. */
export const inStreamErrorText = (errorMsg?: string | null): string => errorMsg || CLIENT_ERROR_TEXT.streamGenerationError;

/** Is this failure a timeout by the spec's rule (message contains timeout, 504, 499, ECONNABORTED)? */
export function isTimeoutFailure(f: { message?: string; status?: number; code?: string }): boolean {
  return (f.message ?? '').toLowerCase().includes('timeout') || f.status === 504 || f.status === 499 || f.code === 'ECONNABORTED';
}
