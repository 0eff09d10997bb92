import { BRIDGE_GLOBALS, type BridgeMessage } from '@app/protocol/bridge';
import type { BridgeWindow } from '@/lib/bridge/native-bridge';

/**
 * A fake host window for unit tests: an Android bridge object or an iOS handler that records
 * what the page sent, and `reply`/`fire` helpers that call the page's global receiver.
 */
export function fakeHost(platform: 'android' | 'ios' | 'none', readyState: DocumentReadyState = 'loading') {
  const sent: BridgeMessage[] = [];
  const raw: unknown[] = [];
  let onLoad: (() => void) | null = null;
  const win: BridgeWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => {
      onLoad = listener;
    },
  };
  if (platform === 'android')
    win[BRIDGE_GLOBALS.androidObject] = {
      postMessage: (json: string) => {
        raw.push(json);
        sent.push(JSON.parse(json) as BridgeMessage);
      },
    };
  if (platform === 'ios')
    win.webkit = {
      messageHandlers: {
        [BRIDGE_GLOBALS.iosHandler]: {
          postMessage: (message: unknown) => {
            raw.push(message);
            sent.push(message as BridgeMessage);
          },
        },
      },
    };
  const receive = (module: string, action: string, data: unknown) => {
    const handler = win[BRIDGE_GLOBALS.receive];
    if (!handler) throw new Error('the page has not installed its receiver');
    handler(module, action, data);
  };
  return {
    win,
    sent,
    raw,
    load: () => {
      win.document.readyState = 'complete';
      onLoad?.();
    },
    /** Answers the last call to `action` with `data` (as native JSON text). */
    reply: (action: string, data: unknown) => {
      const call = [...sent].reverse().find((m) => m.action === action && m.callbackId);
      if (!call) throw new Error(`no pending call to ${action}`);
      receive(call.module, call.action, JSON.stringify({ callbackId: call.callbackId, data }));
    },
    fire: (module: string, action: string, data: unknown) => receive(module, action, data),
  };
}
