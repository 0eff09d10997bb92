import { LIMITS } from '@app/protocol/constants';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { BRIDGE_ACTIONS, BRIDGE_GLOBALS, listenerKey, type BridgeMessage } from '@app/protocol/bridge';

type AndroidHost = { postMessage(json: string): void };
type IosHost = { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
type NativeReceive = (module: string, action: string, jsonData: unknown) => void;

declare global {
  /** What the native host puts on the window (absent in a plain browser), and what it calls. */
  interface Window {
    [BRIDGE_GLOBALS.androidObject]?: AndroidHost;
    webkit?: IosHost;
    [BRIDGE_GLOBALS.receive]?: NativeReceive;
  }
}

/** The window the bridge talks through (the real `window` is one); tests pass a fake host. */
export interface BridgeWindow {
  [BRIDGE_GLOBALS.androidObject]?: AndroidHost;
  webkit?: IosHost;
  [BRIDGE_GLOBALS.receive]?: NativeReceive;
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  document: { readyState: DocumentReadyState };
}

export type BridgeStatus = 'uninitialised' | 'initialised' | 'unsupported';
export type NativeListener = (data: unknown) => void;

export interface BridgeOptions {
  win: BridgeWindow;
  /** Only the main app has a bridge (spec section 7). */
  isMainApp: boolean;
  /** Where bridge errors go; logged when absent (spec section 8). */
  onError?: (error: Error) => void;
}

export interface CallOptions {
  timeoutMs?: number;
}

interface Pending {
  resolve: (data: unknown) => void;
  reject: (error: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
}

type Transport = (message: BridgeMessage) => void;

function findTransport(win: BridgeWindow): Transport | null {
  const android = win[BRIDGE_GLOBALS.androidObject];
  if (android && typeof android.postMessage === 'function') return (m) => android.postMessage(JSON.stringify(m));
  const ios = win.webkit?.messageHandlers?.[BRIDGE_GLOBALS.iosHandler];
  if (ios && typeof ios.postMessage === 'function') return (m) => ios.postMessage(m);
  return null;
}

/** Native data is JSON text; anything unparseable is logged and handed on as it came. */
function parseNative(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.error('[bridge] unparseable native data', raw);
    return raw;
  }
}

const callbackIdOf = (data: unknown): string | null => {
  const id = data && typeof data === 'object' ? (data as { callbackId?: unknown }).callbackId : undefined;
  return typeof id === 'string' ? id : null;
};

/**
 * The one native bridge (spec sections 4, 7, 8): uninitialised until the page load event, then
 * it sends module_common/init_ready; calls wait for that, polling every 100 ms. Native answers
 * through `window.__guangNativeReceive(module, action, jsonData)`: a reply carrying a
 * callbackId settles its call, anything else goes to the listeners keyed `module&action`.
 */
export function createNativeBridge({ win, isMainApp, onError }: BridgeOptions) {
  const listeners = new Map<string, Set<NativeListener>>();
  const pending = new Map<string, Pending>();
  let status: BridgeStatus = 'uninitialised';
  let nextId = 0;

  const report = (error: Error) => (onError ? onError(error) : console.error('[bridge]', error));
  const transport = (): Transport | null => (isMainApp ? findTransport(win) : null);

  function send(module: string, action: string, map: Record<string, unknown> = {}, callbackId?: string): void {
    const post = transport();
    if (!post) throw new Error(CLIENT_ERROR_TEXT.nativeUnsupported);
    post(callbackId ? { module, action, map, callbackId } : { module, action, map });
  }

  function receive(module: string, action: string, jsonData: unknown): void {
    const data = parseNative(jsonData);
    const id = callbackIdOf(data);
    const call = id ? pending.get(id) : undefined;
    if (id && call) {
      pending.delete(id);
      clearTimeout(call.timer);
      call.resolve((data as { data?: unknown }).data ?? data);
      return;
    }
    const set = listeners.get(listenerKey(module, action));
    set?.forEach((listener) => {
      try {
        listener(data);
      } catch (error) {
        report(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  function init(): void {
    if (status !== 'uninitialised') return;
    if (!transport()) {
      status = 'unsupported';
      return;
    }
    status = 'initialised';
    try {
      send(BRIDGE_ACTIONS.initReady.module, BRIDGE_ACTIONS.initReady.action);
    } catch (error) {
      console.warn('[bridge] init_ready failed', error);
    }
  }

  function whenReady(): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (status === 'initialised') return resolve();
        if (status === 'unsupported') return reject(new Error(CLIENT_ERROR_TEXT.nativeUnsupported));
        setTimeout(check, LIMITS.bridgeInitPollMs);
      };
      check();
    });
  }

  /** Sends and waits for the reply carrying the same callbackId. */
  async function call<T = unknown>(
    module: string,
    action: string,
    map: Record<string, unknown> = {},
    options: CallOptions = {},
  ): Promise<T> {
    if (!transport()) throw new Error(CLIENT_ERROR_TEXT.nativeUnsupported);
    await whenReady();
    const callbackId = `cb_${Date.now().toString(36)}_${++nextId}`;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: (d) => resolve(d as T), reject };
      if (options.timeoutMs)
        entry.timer = setTimeout(() => {
          pending.delete(callbackId);
          reject(new Error(`[bridge] ${module}/${action} timed out after ${options.timeoutMs} ms`));
        }, options.timeoutMs);
      pending.set(callbackId, entry);
      try {
        send(module, action, map, callbackId);
      } catch (error) {
        pending.delete(callbackId);
        clearTimeout(entry.timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Subscribes to a native event; returns the unsubscribe function. */
  function on(module: string, action: string, listener: NativeListener): () => void {
    const key = listenerKey(module, action);
    const set = listeners.get(key) ?? new Set<NativeListener>();
    set.add(listener);
    listeners.set(key, set);
    return () => set.delete(listener);
  }

  /** Installs the global receiver now and initialises after the page load event. */
  function start(): void {
    win[BRIDGE_GLOBALS.receive] = receive;
    try {
      if (win.document.readyState === 'complete') init();
      else win.addEventListener('load', init, { once: true });
    } catch (error) {
      console.warn('[bridge] init failed', error);
    }
  }

  return {
    start,
    send,
    call,
    on,
    report,
    receive,
    get status(): BridgeStatus {
      return status;
    },
    get supported(): boolean {
      return transport() !== null;
    },
  };
}

export type NativeBridge = ReturnType<typeof createNativeBridge>;
