import { getEnvFlags } from '@/lib/env';
import { bridgeActions } from './actions';
import { createNativeBridge } from './native-bridge';

/** The app's one native bridge, over the real window; `start()` is called once at boot. */
export const nativeBridge = createNativeBridge({
  win: window,
  isMainApp: getEnvFlags().isMainApp,
});

export const native = bridgeActions(nativeBridge);

/**
 * Forwards an analytics event to the host (module_common/event_tracking). Returns false outside
 * the main app so the tracking feature falls back to its web SDK.
 */
export function forwardTrackingEvent(type: string, event: string, properties: Record<string, unknown>): boolean {
  if (!nativeBridge.supported) return false;
  try {
    native.eventTracking({ type, event, properties });
    return true;
  } catch (error) {
    nativeBridge.report(error instanceof Error ? error : new Error(String(error)));
    return false;
  }
}
