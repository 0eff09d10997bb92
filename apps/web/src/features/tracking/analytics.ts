import { STORAGE_KEYS } from '@app/protocol/constants';
import { ANALYTICS, checkEventName, checkProperties } from '@app/protocol/analytics';
import { forwardTrackingEvent } from '@/lib/bridge/bridge';
import { createSender, type Sender } from './sender';
import { commonProperties, SA_SETTINGS, type CommonProperties } from './settings';

/** The device id kept in storage; created once per browser. */
export function deviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = `d_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  storage.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}

let sender: Sender | null = null;
let common: CommonProperties | null = null;
let versionChecked = false;

function ensure(): { sender: Sender; common: CommonProperties } {
  sender ??= createSender({
    serverUrl: SA_SETTINGS.server_url,
    mode: SA_SETTINGS.send_type,
    batch: false,
    storage: localStorage,
  });
  common ??= commonProperties({ nickname: null, deviceId: deviceId(), userAgent: navigator.userAgent });
  return { sender, common };
}

/** The user's nickname becomes `userid` on every later event. */
export function setAnalyticsUser(nickname: string | null | undefined): void {
  const c = ensure().common;
  c.userid = nickname ?? '';
}

/**
 * Sends one event with the common properties; names and values are checked first and a record
 * that breaks the rules is dropped with a warning (the server would refuse it anyway). In the
 * host app the event goes to the host through the bridge instead of to /sa.
 */
export async function track(event: string, properties: Record<string, unknown> = {}): Promise<boolean> {
  const { sender: s, common: c } = ensure();
  const props = { ...properties, ...c };
  const problem = checkEventName(event) ?? checkProperties(props);
  if (problem) {
    console.warn(`[tracking] ${event}: ${problem}`);
    return false;
  }
  // Inside the main app the host does the sending (module_common / event_tracking).
  if (forwardTrackingEvent('track', event, props)) return true;
  await s.send({ type: 'track', event, distinct_id: c.device_id, time: Date.now(), properties: props });
  return true;
}

/** Spec section 7: on a version check, ListAppViewScreen with a fixed track_no and the UA. */
export function trackVersionCheck(userAgent: string = navigator.userAgent): Promise<boolean> {
  if (versionChecked) return Promise.resolve(false);
  versionChecked = true;
  return track(ANALYTICS.versionEvent, {
    track_no: ANALYTICS.versionTrackNo,
    button_name: userAgent.slice(0, ANALYTICS.maxStringLength),
  });
}

/** Single-page tracking: a page view per path, and the stay on the page when leaving it. */
export function trackPageView(path: string, referrer: string): void {
  void track('$pageview', { $url_path: path, $referrer: referrer.slice(0, ANALYTICS.maxReferrerLength) });
}

export function trackStay(path: string, ms: number): void {
  const seconds = Math.min(Math.round(ms / 1000), ANALYTICS.maxStaySeconds);
  if (seconds > 0) void track('$WebStay', { $url_path: path, event_duration: seconds });
}
