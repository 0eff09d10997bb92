import { SETTINGS_ENDPOINTS } from '@app/protocol/chat-settings-endpoints';
import { http } from '@/lib/http';

let early: { token: string; data: Promise<unknown> } | null = null;
let settled: { token: string; done: Promise<void> } | null = null;
let preview: { token: string; text: string } | null = null;
const listeners = new Set<() => void>();

/** The welcome sentence of a guide_text answer, checked by hand (this module stays free of schemas). */
function welcomeTextOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const text = (data as { text?: unknown }).text;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/**
 * Asks for the welcome while /chatNext's code is still downloading (the app calls this at boot
 * for a user with a stored token). The first welcome of that same login takes the answer
 * (./guide-text.ts checks it against the schema); until the conversation's views have loaded,
 * its text is shown as a preview of the greeting (earlyWelcomeText).
 */
export function requestGuideTextEarly(token: string): void {
  const data = http.post(SETTINGS_ENDPOINTS.guideText, undefined, { quiet: true });
  early = { token, data };
  settled = {
    token,
    done: data.then(
      () => undefined,
      () => undefined,
    ),
  };
  data.then(
    (answer) => {
      const text = welcomeTextOf(answer);
      if (!text) return;
      preview = { token, text };
      listeners.forEach((l) => l());
    },
    () => undefined,
  );
}

/** The early answer, once, if it was asked with `token` (another login asks afresh). */
export function takeEarlyGuideText(token: string | null): Promise<unknown> | null {
  const taken = early;
  early = null;
  return taken && taken.token === token ? taken.data : null;
}

/** Resolves once the early welcome asked with `token` has answered or failed (at once when there is none). */
export const earlyWelcomeSettled = (token: string | null): Promise<void> =>
  settled && settled.token === token ? settled.done : Promise.resolve();

/** The early welcome's text, if it has arrived and was asked with `token`. */
export const earlyWelcomeText = (token: string | null): string | null =>
  preview && preview.token === token ? preview.text : null;

/** The conversation greets the user itself now: the preview is not shown again. */
export function dropEarlyWelcome(): void {
  if (!preview) return;
  preview = null;
  listeners.forEach((l) => l());
}

export function subscribeEarlyWelcome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
