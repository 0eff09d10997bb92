/**
 * Typed error codes, each mapped once to an HTTP status and a zh-CN sentence (server side),
 * plus the client's error catalogue of spec section 8 with its exact texts.
 */
export const API_ERRORS = {
  bad_request: { status: 400, message: '请求参数有误' },
  validation: { status: 400, message: '请求参数有误' },
  malformed_json: { status: 400, message: '请求内容不是有效的 JSON' },
  unauthorized: { status: 401, message: '登录已过期，请重新登录' },
  bad_credentials: { status: 401, message: '账号或密码错误' },
  bad_signature: { status: 401, message: '请求签名无效' },
  signature_expired: { status: 401, message: '请求签名已过期，请校准手机时间后重试' },
  nonce_reused: { status: 401, message: '请求已被使用，请勿重复提交' },
  signature_required: { status: 401, message: '请求缺少签名' },
  code_invalid: { status: 400, message: '验证码错误' },
  code_expired: { status: 400, message: '验证码已过期，请重新获取' },
  code_used: { status: 400, message: '验证码已使用，请重新获取' },
  captcha_required: { status: 400, message: '验证失败次数过多，请先完成图形验证码' },
  captcha_invalid: { status: 400, message: '图形验证码错误' },
  forbidden: { status: 403, message: '您没有访问此页面的权限' },
  not_found: { status: 404, message: '请求的资源不存在' },
  conflict: { status: 409, message: '资源已存在' },
  phone_registered: { status: 409, message: '该手机号已注册，请直接登录' },
  payload_too_large: { status: 413, message: '请求内容过大' },
  unsupported_media_type: { status: 415, message: '不支持的内容类型' },
  request_timeout: { status: 408, message: '一段时间没有收到数据，请求已中断，请重试' },
  rate_limited: { status: 429, message: '操作太频繁，请稍后再试' },
  sms_too_frequent: { status: 429, message: '验证码发送太频繁，请 60 秒后再试' },
  sms_daily_limit: { status: 429, message: '今日验证码发送次数已达上限，请明天再试' },
  internal: { status: 500, message: '服务器开小差了，请稍后重试' },
  unavailable: { status: 503, message: '服务暂时不可用，请稍后重试' },
} as const;

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

export type StreamErrorKind = 'login_expired' | 'network' | 'server' | 'generation' | 'interrupted' | 'risk';

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
