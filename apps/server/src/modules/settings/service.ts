import {
  FEEDBACK_CONTENT_MAX,
  UPLOAD_LIMITS,
  WELCOME_KEYS,
  suggestionListSchema,
  type AuthStatus,
  type GlobalConfig,
  type GuideText,
} from '@app/protocol';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { settingsRepository } from './repository';
import { welcomeText, type WelcomeLocale } from './welcome';
import { issueWsToken } from './ws-token';

const GUESS_KEY = 'guess';
const storedList = z.array(z.string());

export interface Suggestions {
  list: string[];
  update_at: number;
}

export function createSettingsService(ctx: AppContext) {
  const repo = settingsRepository(ctx.db);

  async function suggestions(): Promise<Suggestions> {
    const row = await repo.getConfig(GUESS_KEY);
    if (!row) return { list: [], update_at: 0 };
    try {
      const parsed = storedList.safeParse(JSON.parse(row.value));
      if (parsed.success) return { list: parsed.data, update_at: Number(row.update_at) };
    } catch {
      // fall through: a damaged row must not take the chat screen down with it
    }
    ctx.log.warn({ key: GUESS_KEY }, 'stored suggestion list is not a JSON string array; serving none');
    return { list: [], update_at: Number(row.update_at) };
  }

  return {
    suggestions,

    async globalConfig(): Promise<GlobalConfig> {
      return {
        guess: await suggestions(),
        upload: {
          image_max_bytes: UPLOAD_LIMITS.image.maxBytes,
          voice_max_bytes: UPLOAD_LIMITS.voice.maxBytes,
          voice_max_seconds: UPLOAD_LIMITS.voice.maxSeconds,
        },
        feedback_content_max: FEEDBACK_CONTENT_MAX,
      };
    },

    /**
     * Replaces the suggestion list. update_at moves exactly when the stored list changes, since
     * clients reset their suggestion carousel on that change (spec section 9).
     */
    async setSuggestions(list: readonly string[]): Promise<Suggestions & { changed: boolean }> {
      const clean = suggestionListSchema.parse(list);
      const changed = await repo.setConfigIfChanged(GUESS_KEY, JSON.stringify(clean), ctx.now());
      return { ...(await suggestions()), changed };
    },

    async guideText(userId: string, locale: WelcomeLocale = 'zh-CN'): Promise<GuideText> {
      return { text: welcomeText(await repo.nickname(userId), ctx.now(), locale), welcome_key: WELCOME_KEYS.welcome };
    },

    async authStatus(userId: string, platform: number): Promise<AuthStatus> {
      return { authorized: await repo.getAuthorized(userId, platform), platform };
    },

    async setAuthStatus(userId: string, platform: number, authorized: boolean): Promise<AuthStatus> {
      await repo.setAuthorized(userId, platform, authorized, ctx.now());
      return { authorized, platform };
    },

    async wsToken(userId: string): Promise<{ ws_token: string }> {
      return { ws_token: await issueWsToken(ctx, userId) };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
