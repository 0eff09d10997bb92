/** Business constants and limits of spec section 9, in one place for web and server. */
export const LIMITS = {
  httpTimeoutMs: 60_000,
  genericClientTimeoutMs: 0,
  navigationTimeoutMs: 5_000,
  currentUserDebounceMs: 500,
  toastDurationMs: 2_000,
  hostToastDurationMs: 2_500,
  hostToastTopPx: 60,
  hostToastMinWidthPx: 300,
  hostToastMaxWidthPercent: 80,
  reloadAfterModuleFailureMs: 1_000,
  touchDirectionThresholdPx: 10,
  mobileBreakpointPx: 1024,
  bridgeInitPollMs: 100,
  clipboardCopiedResetMs: 1_500,
  overlayBaseZIndex: 2_000,
  historyDetailLimit: 1_000,
  historyPageSizeDefault: 5,
  sseRetryMs: 1_000,
  /** Reconnects after a dropped stream before giving up; the delay doubles from sseRetryMs. */
  sseMaxReconnects: 5,
  wsRetries: 5,
  wsRetryDelayMs: 5_000,
  wsHeartbeatMs: 20_000,
  wsPongTimeoutMs: 10_000,
  wsTokenFetchTries: 3,
  wsTokenFetchDelayMs: 1_000,
  cloudPhonePollMs: 300_000,
  nativeCommonInfoTimeoutMs: 3_000,
  trackingTextMax: 100,
  /** Largest JSON body the server accepts (DESIGN / issue 2: oversized body > 1 MB is a 413). */
  maxJsonBodyBytes: 1_048_576,
  /** Signed request window (DESIGN 2.3). */
  signatureWindowMs: 5 * 60_000,
} as const;

export const BREAKPOINTS = { xs: 414, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const BADGE_DEFAULT_POSITION = 'top-right' as const;

export const STORAGE_KEYS = {
  colorScheme: 'vueuse-color-scheme',
  accessToken: 'accessToken',
  secretKey: 'secret_key',
  safeArea: 'safe_area',
  deviceId: 'device_id',
  locale: 'locale',
} as const;

export const TOKEN_COOKIE_PATH = '/';

export const DEFAULT_MODEL = 'deepseek';

export const WELCOME_KEYS = {
  welcome: 'dynamic_sys_welcome',
  welcomeLoaded: 'dynamic_sys_welcome_loaded',
} as const;

/** Prefix of client-made question ids that the server has not yet assigned. */
export const LOCAL_QUESTION_PREFIX = 'q_local_';

export const isLocalQuestionId = (id: string | null | undefined): boolean =>
  typeof id === 'string' && id.startsWith(LOCAL_QUESTION_PREFIX);

/** The SSE stream's terminal marker (DESIGN 2.4). */
export const STREAM_DONE = '[DONE]';

/** Brand identity used by channel codes and the default click-tracking event name. */
export const BRAND = { abbr: 'gw', product: 'guang' } as const;
