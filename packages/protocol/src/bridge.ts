import { z } from 'zod';

/**
 * The native bridge contract (spec section 7, "Native bridge"): the page sends
 * `{module, action, map, callbackId?}`; native answers through
 * `window.__guangNativeReceive(module, action, jsonData)`, where a reply to a call carries the
 * `callbackId` it answers inside its JSON data.
 */
export const BRIDGE_GLOBALS = {
  /** Android: `window.GuangBridge.postMessage(json)`. */
  androidObject: 'GuangBridge',
  /** iOS: `window.webkit.messageHandlers.guang.postMessage(obj)`. */
  iosHandler: 'guang',
  /** What native calls with every reply and event. */
  receive: '__guangNativeReceive',
} as const;

export const BRIDGE_MODULES = { common: 'module_common', cloudPhone: 'module_cloud_phone', media: 'module_media' } as const;

/** Every action the page uses, with its module. */
export const BRIDGE_ACTIONS = {
  initReady: { module: BRIDGE_MODULES.common, action: 'init_ready' },
  getCookies: { module: BRIDGE_MODULES.common, action: 'get_cookies' },
  getUserInfo: { module: BRIDGE_MODULES.common, action: 'get_user_info' },
  getCommonInfo: { module: BRIDGE_MODULES.common, action: 'get_common_info' },
  deviceTopbar: { module: BRIDGE_MODULES.common, action: 'device_topbar' },
  homeIndicatorHeight: { module: BRIDGE_MODULES.common, action: 'home_indicator_height' },
  showMessage: { module: BRIDGE_MODULES.common, action: 'show_message' },
  vibrate: { module: BRIDGE_MODULES.common, action: 'vibrate' },
  closePage: { module: BRIDGE_MODULES.common, action: 'close_page' },
  clientLogin: { module: BRIDGE_MODULES.common, action: 'call_client_login' },
  eventTracking: { module: BRIDGE_MODULES.common, action: 'event_tracking' },
  showCloudPhonePopup: { module: BRIDGE_MODULES.cloudPhone, action: 'show_popup' },
  hideCloudPhonePopup: { module: BRIDGE_MODULES.cloudPhone, action: 'hide_popup' },
  /** Hold-to-talk recorded by the host (only where common info lists the `voice_record` capability). */
  voiceRecordStart: { module: BRIDGE_MODULES.media, action: 'voice_record_start' },
  voiceRecordStop: { module: BRIDGE_MODULES.media, action: 'voice_record_stop' },
  voiceRecordCancel: { module: BRIDGE_MODULES.media, action: 'voice_record_cancel' },
} as const;
export type BridgeActionName = keyof typeof BRIDGE_ACTIONS;

/** Events the host fires on its own (no callbackId). */
export const HOST_EVENTS = {
  darkMode: { module: BRIDGE_MODULES.common, action: 'dark_mode_change' },
  scrollState: { module: BRIDGE_MODULES.common, action: 'query_scroll_state' },
  scrollLock: { module: BRIDGE_MODULES.common, action: 'scroll_lock' },
  network: { module: BRIDGE_MODULES.common, action: 'network_change' },
} as const;

/** Listener key: module and action joined with an ampersand. */
export const listenerKey = (module: string, action: string): string => `${module}&${action}`;

export const bridgeMessageSchema = z.object({
  module: z.string().min(1),
  action: z.string().min(1),
  map: z.record(z.string(), z.unknown()),
  callbackId: z.string().optional(),
});
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

/** Native common info (spec section 3). */
export const commonInfoSchema = z.object({
  is_connected: z.boolean(),
  net_type: z.string(),
  secret_key: z.string(),
  safe_bottom: z.number(),
  safe_top: z.number(),
  /** What this host offers beyond the basics (e.g. `voice_record`); absent on older hosts. */
  capabilities: z.array(z.string()).optional(),
});
export type CommonInfo = z.infer<typeof commonInfoSchema>;

/** `get_cookies` answer: the host's cookies for the site, `accessToken` among them. */
export const hostCookiesSchema = z.object({ cookies: z.record(z.string(), z.string()) });
export type HostCookies = z.infer<typeof hostCookiesSchema>;

export const hostUserInfoSchema = z.object({ userId: z.string(), nickname: z.string(), avatar: z.string() });
export type HostUserInfo = z.infer<typeof hostUserInfoSchema>;

/** Capabilities a host may list in common info. */
export const HOST_CAPABILITIES = { voiceRecord: 'voice_record' } as const;

/** `voice_record_start` answer: false when the host could not start (no microphone permission). */
export const voiceRecordStartSchema = z.object({ success: z.boolean(), message: z.string().optional() });

/** `voice_record_stop` answer: the recording as base64, its container, length in seconds and the host's recognised text. */
export const voiceRecordStopSchema = z.object({
  file_base64: z.string().min(1),
  mime: z.string().regex(/^audio\//),
  duration: z.number().nonnegative(),
  text: z.string().optional(),
});
export type VoiceRecordResult = z.infer<typeof voiceRecordStopSchema>;

export const darkModeEventSchema = z.object({ dark: z.boolean() });
export const scrollLockEventSchema = z.object({ locked: z.boolean() });
export const networkEventSchema = z.object({ is_connected: z.boolean(), net_type: z.string() });

/** Native popups of the cloud-phone flow (spec section 4), each shown at most once per task id. */
export const CLOUD_PHONE_POPUPS = ['must_login', 'task_result'] as const;
export type CloudPhonePopup = (typeof CLOUD_PHONE_POPUPS)[number];
