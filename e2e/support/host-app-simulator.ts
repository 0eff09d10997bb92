import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BRIDGE_GLOBALS, type BridgeMessage, type CommonInfo } from '@app/protocol/bridge';
import { hostUserAgent, type HostApp } from '@app/protocol/host-ua';
import { newContext } from './browser';

/**
 * The host app, simulated around Chromium: the main-app or sister-brand user agent, the Android
 * bridge object or the iOS message handler, realistic answers to every action, a record of what
 * the page sent, host events (dark mode, scroll lock, network), and the WebView cookie store
 * holding the host's login (the host logs the WebView in through cookies).
 */
export type HostPlatform = 'android' | 'ios';

export interface HostAppOptions {
  platform: HostPlatform;
  app?: HostApp;
  version?: string;
  /** Android major version in the user agent (1–7 is unsupported). */
  androidVersion?: number;
  /** The host's logged-in session, or none. */
  login?: { token: string; secretKey: string; userId: string; nickname: string } | null;
  commonInfo?: Partial<CommonInfo>;
  /** Whether the host records hold-to-talk itself (advertised as the `voice_record` capability); on unless false. */
  voiceRecord?: boolean;
  /** What the host's speech recognition "heard" in its recording. */
  voiceText?: string;
  /** How long the host takes to answer a bridge call, in ms (20 unless said: a slow host is one that boots late). */
  replyDelayMs?: number;
}

/** The simulated host's recording length, in seconds. */
export const SIMULATED_VOICE_SECONDS = 1.5;
export const SIMULATED_VOICE_TEXT = '推荐一款降噪耳机';

/** A small real WAV (8 kHz mono 16-bit PCM, a quiet 440 Hz tone) of `seconds`, as base64. */
export function generatedWavBase64(seconds = SIMULATED_VOICE_SECONDS, rate = 8000): string {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav.toString('base64');
}

const BASE_UA: Record<HostPlatform, (androidVersion: number) => string> = {
  android: (v) =>
    `Mozilla/5.0 (Linux; Android ${v}; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36`,
  ios: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

/** Answers by action; fire-and-forget actions get none. */
export function hostAnswers(opts: HostAppOptions): Record<string, unknown> {
  const login = opts.login ?? null;
  const voice = opts.voiceRecord !== false;
  return {
    get_cookies: { cookies: login ? { accessToken: login.token } : {} },
    get_user_info: login
      ? { userId: login.userId, nickname: login.nickname, avatar: '' }
      : { userId: '', nickname: '', avatar: '' },
    get_common_info: {
      is_connected: true,
      net_type: 'wifi',
      secret_key: login?.secretKey ?? '',
      safe_top: opts.platform === 'ios' ? 47 : 24,
      safe_bottom: opts.platform === 'ios' ? 34 : 0,
      ...(voice ? { capabilities: ['voice_record'] } : {}),
      ...opts.commonInfo,
    },
    home_indicator_height: { height: opts.platform === 'ios' ? 34 : 0 },
    call_client_login: { success: !!login },
    ...(voice
      ? {
          voice_record_start: { success: true },
          voice_record_stop: {
            file_base64: generatedWavBase64(),
            mime: 'audio/wav',
            duration: SIMULATED_VOICE_SECONDS,
            text: opts.voiceText ?? SIMULATED_VOICE_TEXT,
          },
          voice_record_cancel: { success: true },
        }
      : {}),
  };
}

/** The script injected before any page script: the platform's bridge, recording and answering. */
export function hostInitScript(platform: HostPlatform, answers: Record<string, unknown>, replyDelayMs = 20): string {
  return `(() => {
  const answers = ${JSON.stringify(answers)};
  const sent = (window.__hostSent = []);
  const receive = (m, a, d) => window[${JSON.stringify(BRIDGE_GLOBALS.receive)}] && window[${JSON.stringify(BRIDGE_GLOBALS.receive)}](m, a, d);
  const handle = (msg) => {
    sent.push(msg);
    if (msg.callbackId && Object.prototype.hasOwnProperty.call(answers, msg.action))
      setTimeout(() => receive(msg.module, msg.action, JSON.stringify({ callbackId: msg.callbackId, data: answers[msg.action] })), ${replyDelayMs});
  };
  if (${JSON.stringify(platform)} === 'android')
    window[${JSON.stringify(BRIDGE_GLOBALS.androidObject)}] = { postMessage: (json) => handle(JSON.parse(json)) };
  else
    window.webkit = { messageHandlers: { [${JSON.stringify(BRIDGE_GLOBALS.iosHandler)}]: { postMessage: (obj) => handle(JSON.parse(JSON.stringify(obj))) } } };
})();`;
}

export interface SimulatedHost {
  context: BrowserContext & { errors: string[] };
  page: Page;
  userAgent: string;
  /** Every message the page sent to native, in order. */
  sent(): Promise<BridgeMessage[]>;
  /** Fires a host event at the page (`module&action` listeners). */
  fire(module: string, action: string, data: unknown): Promise<void>;
  darkMode(dark: boolean): Promise<void>;
  scrollLock(locked: boolean): Promise<void>;
  network(connected: boolean): Promise<void>;
  close(): Promise<void>;
}

export async function openHostApp(browser: Browser, baseUrl: string, opts: HostAppOptions): Promise<SimulatedHost> {
  const userAgent = hostUserAgent(BASE_UA[opts.platform](opts.androidVersion ?? 14), opts.app ?? 'main', opts.version ?? '2.2.0');
  const context = await newContext(browser, baseUrl, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  if (opts.login) await context.addCookies([{ name: 'accessToken', value: opts.login.token, url: baseUrl }]);
  await context.addInitScript({ content: hostInitScript(opts.platform, hostAnswers(opts), opts.replyDelayMs) });
  const page = await context.newPage();
  const fire = async (module: string, action: string, data: unknown) => {
    await page.evaluate(
      ([m, a, d, name]) => (window as unknown as Record<string, (m: string, a: string, d: string) => void>)[name]?.(m, a, d),
      [module, action, JSON.stringify(data), BRIDGE_GLOBALS.receive] as const,
    );
  };
  return {
    context,
    page,
    userAgent,
    sent: () => page.evaluate(() => (window as unknown as { __hostSent: BridgeMessage[] }).__hostSent ?? []),
    fire,
    darkMode: (dark) => fire('module_common', 'dark_mode_change', { dark }),
    scrollLock: (locked) => fire('module_common', 'scroll_lock', { locked }),
    network: (connected) =>
      fire('module_common', 'network_change', { is_connected: connected, net_type: connected ? 'wifi' : 'none' }),
    close: () => context.close(),
  };
}
