import { LIMITS } from '@app/protocol/constants';
import {
  BRIDGE_ACTIONS,
  type BridgeActionName,
  type CloudPhonePopup,
  type CommonInfo,
  type HostUserInfo,
  type VoiceRecordResult,
} from '@app/protocol/bridge';
import type * as BridgeSchemas from '@app/protocol/bridge-schemas';
import type { NativeBridge } from './native-bridge';

/** How long the host may take to start recording (it may ask for the microphone first). */
export const VOICE_START_TIMEOUT_MS = 10_000;
/** How long the host may take to hand over the recording and its recognised text. */
export const VOICE_STOP_TIMEOUT_MS = 15_000;
export const VOICE_CANCEL_TIMEOUT_MS = 3_000;

/**
 * `reply` checked against the schema `pick` chooses. The schemas load beside the first call (the
 * bridge is on the first screen, zod is not: decision 009); the call itself is not held back.
 */
async function checked<T>(reply: Promise<unknown>, pick: (schemas: typeof BridgeSchemas) => { parse: (data: unknown) => T }) {
  const schemas = import('@app/protocol/bridge-schemas');
  const answer = await reply;
  return pick(await schemas).parse(answer);
}

const callAction = <T>(bridge: NativeBridge, name: BridgeActionName, map: Record<string, unknown> = {}, timeoutMs?: number) =>
  bridge.call<T>(BRIDGE_ACTIONS[name].module, BRIDGE_ACTIONS[name].action, map, { timeoutMs });

const sendAction = (bridge: NativeBridge, name: BridgeActionName, map: Record<string, unknown> = {}) =>
  bridge.send(BRIDGE_ACTIONS[name].module, BRIDGE_ACTIONS[name].action, map);

/** The bridge actions of spec section 7 as typed functions over one bridge. */
export function bridgeActions(bridge: NativeBridge) {
  return {
    /** The host's cookies for this site (the host logs the WebView in through them). */
    getCookies: async (): Promise<Record<string, string>> =>
      (await checked(callAction(bridge, 'getCookies'), (s) => s.hostCookiesSchema)).cookies,
    getUserInfo: (): Promise<HostUserInfo> => checked(callAction(bridge, 'getUserInfo'), (s) => s.hostUserInfoSchema),
    /** Common info, or null after 3000 ms without an answer (reported, not thrown). */
    getCommonInfo: async (): Promise<CommonInfo | null> => {
      try {
        return await checked(
          callAction(bridge, 'getCommonInfo', {}, LIMITS.nativeCommonInfoTimeoutMs),
          (s) => s.commonInfoSchema,
        );
      } catch (error) {
        bridge.report(error instanceof Error ? error : new Error(String(error)));
        return null;
      }
    },
    deviceTopbar: (map: { visible: boolean; title?: string; dark?: boolean }) => sendAction(bridge, 'deviceTopbar', map),
    homeIndicatorHeight: async (): Promise<number> => {
      const answer = await callAction<{ height?: unknown }>(bridge, 'homeIndicatorHeight');
      return typeof answer?.height === 'number' ? answer.height : 0;
    },
    showCloudPhonePopup: (popup: CloudPhonePopup, taskId: string) =>
      sendAction(bridge, 'showCloudPhonePopup', { popup, task_id: taskId }),
    hideCloudPhonePopup: (popup: CloudPhonePopup, taskId: string) =>
      sendAction(bridge, 'hideCloudPhonePopup', { popup, task_id: taskId }),
    showMessage: (text: string) => sendAction(bridge, 'showMessage', { text }),
    vibrate: (durationMs = 50) => sendAction(bridge, 'vibrate', { duration: durationMs }),
    closePage: () => sendAction(bridge, 'closePage'),
    /** Asks the host to show its own login; resolves when the host answers. */
    clientLogin: async (): Promise<boolean> => {
      const answer = await callAction<{ success?: unknown }>(bridge, 'clientLogin');
      return answer?.success === true;
    },
    /** Starts the host's recorder; rejects when the host cannot (refused microphone, timeout). */
    startVoice: async (map: { max_duration: number }): Promise<void> => {
      const answer = await checked(
        callAction(bridge, 'voiceRecordStart', map, VOICE_START_TIMEOUT_MS),
        (s) => s.voiceRecordStartSchema,
      );
      if (!answer.success) throw new Error(`[bridge] voice_record_start refused${answer.message ? `: ${answer.message}` : ''}`);
    },
    /** Stops the host's recorder and resolves with the recording (base64) and the host's recognised text. */
    stopVoice: async (): Promise<VoiceRecordResult> =>
      checked(callAction(bridge, 'voiceRecordStop', {}, VOICE_STOP_TIMEOUT_MS), (s) => s.voiceRecordStopSchema),
    /** Discards the host's recording; never throws (a failure is reported). */
    cancelVoice: async (): Promise<void> => {
      try {
        await callAction(bridge, 'voiceRecordCancel', {}, VOICE_CANCEL_TIMEOUT_MS);
      } catch (error) {
        bridge.report(error instanceof Error ? error : new Error(String(error)));
      }
    },
    /** Analytics inside the app shell (spec section 7, "Tracking"). */
    eventTracking: (map: { type: string; event: string; properties: Record<string, unknown> }) =>
      sendAction(bridge, 'eventTracking', map),
  };
}

export type BridgeActions = ReturnType<typeof bridgeActions>;
