import crypto from 'node:crypto';
import { create as createSvgCaptcha } from 'svg-captcha';
import type { KeyValueStore } from '../../infra/kv';
import { SMS_RULES } from './rules';
import { newId } from '../../shared/token';

/** Where a captcha's answer lives in the key-value store (lower-cased text). */
export const captchaAnswerKey = (captchaId: string) => `captcha:answer:${captchaId}`;
const captchaUsedKey = (captchaId: string) => `captcha:used:${captchaId}`;

/** Look-alike characters are left out so a person can read every image. */
const CAPTCHA_OPTIONS = { size: 4, noise: 2, color: true, ignoreChars: '0oO1lIi', width: 120, height: 40 } as const;

/** Image captchas: answers kept in the key-value store for 5 minutes, each usable once. */
export function captchaStore(kv: KeyValueStore) {
  return {
    async create(): Promise<{ captcha_id: string; svg: string }> {
      const captcha = createSvgCaptcha(CAPTCHA_OPTIONS);
      const captchaId = newId('cap_');
      await kv.set(captchaAnswerKey(captchaId), captcha.text.toLowerCase(), SMS_RULES.captchaTtlMs);
      return { captcha_id: captchaId, svg: captcha.data };
    },

    /** True when `text` matches (case-insensitively). Any attempt, right or wrong, uses the captcha up. */
    async verify(captchaId: string, text: string): Promise<boolean> {
      const answer = await kv.get(captchaAnswerKey(captchaId));
      if (answer === null) return false;
      // setIfAbsent is atomic (also on Redis): of two concurrent checks only one may pass.
      if (!(await kv.setIfAbsent(captchaUsedKey(captchaId), '1', SMS_RULES.captchaTtlMs))) return false;
      await kv.del(captchaAnswerKey(captchaId));
      const given = Buffer.from(text.trim().toLowerCase());
      const expected = Buffer.from(answer);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
export type CaptchaStore = ReturnType<typeof captchaStore>;
