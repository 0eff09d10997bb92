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

/** Capabilities a host may list in common info. */
export const HOST_CAPABILITIES = { voiceRecord: 'voice_record' } as const;

export type { BridgeMessage, CommonInfo, HostCookies, HostUserInfo, VoiceRecordResult } from './bridge-schemas';

/** Native popups of the cloud-phone flow (spec section 4), each shown at most once per task id. */
export const CLOUD_PHONE_POPUPS = ['must_login', 'task_result'] as const;
export type CloudPhonePopup = (typeof CLOUD_PHONE_POPUPS)[number];
