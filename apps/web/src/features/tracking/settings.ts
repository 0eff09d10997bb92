import { ANALYTICS, ANALYTICS_ENDPOINTS } from '@app/protocol/analytics';
import type { SendMode } from './sender';

/** Analytics SDK settings of spec section 9, in the SDK's own option names. */
export const SA_SETTINGS = {
  server_url: `${ANALYTICS_ENDPOINTS.collect}?project=${ANALYTICS.project}`,
  is_track_single_page: ANALYTICS.singlePage,
  use_client_time: ANALYTICS.useClientTime,
  send_type: 'image' as SendMode,
  batch_send: {
    datasend_timeout: ANALYTICS.batchTimeoutMs,
    send_interval: ANALYTICS.batchIntervalMs,
    storage_length: ANALYTICS.storageLength,
  },
  datasend_timeout: ANALYTICS.sendTimeoutMs,
  heatmap: { ...ANALYTICS.heatmap },
  page_leave_heartbeat_ms: ANALYTICS.heartbeatMs,
  max_stay_page_duration: ANALYTICS.maxStaySeconds,
  visual_config_refresh_ms: ANALYTICS.visualConfigRefreshMs,
  cookie_expire_days: ANALYTICS.cookieDays,
  deeplink_timeout_ms: ANALYTICS.deepLinkTimeoutMs,
} as const;

/** Common properties of spec section 3, on every event. */
export interface CommonProperties {
  business: string;
  sub_business: string;
  platForm: 'web';
  userid: string;
  device_id: string;
  useragent: string;
}

export const DEFAULT_BUSINESS = '社区业务';
export const DEFAULT_SUB_BUSINESS = '无';

export function commonProperties(input: {
  nickname: string | null | undefined;
  deviceId: string;
  userAgent: string;
}): CommonProperties {
  return {
    business: DEFAULT_BUSINESS,
    sub_business: DEFAULT_SUB_BUSINESS,
    platForm: 'web',
    userid: input.nickname ?? '',
    device_id: input.deviceId,
    useragent: input.userAgent.slice(0, ANALYTICS.maxStringLength),
  };
}
