import crypto from 'node:crypto';
import type { CaptchaSent } from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { captchaStore } from './captcha-store';
import { codeRepository, type CodeRow } from './code-repository';
import { maskPhone, secondsUntil, SMS_RULES, startOfBeijingDay } from './rules';
import { newId } from '../../shared/token';

/** The image-captcha fields a request may carry once a captcha is required. */
export interface CaptchaAnswer {
  captcha_id?: string | undefined;
  captcha_text?: string | undefined;
}

const DAY_MS = 24 * 60 * 60_000;

// Only a hash is stored; the phone is mixed in so equal codes of two phones differ.
const hashCode = (phone: string, code: string) => crypto.createHash('sha256').update(`${phone}:${code}`).digest();

/**
 * SMS login codes (DESIGN 2.2), shared by /api/user/* and /passport/*: sending with per-phone,
 * per-day and per-IP limits, checking (expiry, single use, wrong-guess budget) and the image
 * captcha that becomes mandatory after repeated wrong codes.
 */
export function smsCodeService(ctx: AppContext, sms: SmsProvider) {
  const codes = codeRepository(ctx.db);
  const captchas = captchaStore(ctx.kv);
  // When the phone's owner last solved a captcha: failures before it no longer count.
  const captchaPassedKey = (phone: string) => `captcha:passed:${phone}`;

  async function passCaptchaGate(phone: string, answer: CaptchaAnswer): Promise<void> {
    const now = ctx.now();
    const passedAt = Number((await ctx.kv.get(captchaPassedKey(phone))) ?? 0);
    const since = Math.max(now - SMS_RULES.failureWindowMs, passedAt + 1);
    if ((await codes.countFailuresSince(phone, since)) < SMS_RULES.failuresBeforeCaptcha) return;
    const id = answer.captcha_id?.trim();
    const text = answer.captcha_text?.trim();
    if (!id || !text) throw new AppError('captcha_required');
    if (!(await captchas.verify(id, text))) throw new AppError('captcha_invalid', '图形验证码错误或已失效，请刷新图片后重新输入');
    await ctx.kv.set(captchaPassedKey(phone), String(now), SMS_RULES.failureWindowMs);
  }

  async function checkSendLimits(phone: string, ip: string, now: number): Promise<void> {
    const latest = await codes.latestForPhone(phone);
    if (latest && now - latest.created_at < SMS_RULES.resendIntervalMs) {
      const wait = secondsUntil(latest.created_at + SMS_RULES.resendIntervalMs, now);
      throw new AppError('sms_too_frequent', `验证码发送太频繁，请 ${wait} 秒后再试`, { 'retry-after': String(wait) });
    }
    const dayStart = startOfBeijingDay(now);
    if ((await codes.countForPhoneSince(phone, dayStart)) >= SMS_RULES.dailyPerPhone) {
      throw new AppError('sms_daily_limit', undefined, { 'retry-after': String(secondsUntil(dayStart + DAY_MS, now)) });
    }
    if ((await codes.countForIpSince(ip, now - SMS_RULES.ipWindowMs)) >= ctx.config.sms.ipHourlyLimit) {
      throw new AppError('rate_limited', '当前网络获取验证码次数过多，请 1 小时后再试', { 'retry-after': '3600' });
    }
  }

  async function deliver(phone: string, ip: string, now: number): Promise<void> {
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    const row: CodeRow = {
      id: newId('sms_'),
      phone,
      code_hash: hashCode(phone, code).toString('hex'),
      ip,
      created_at: now,
      expires_at: now + SMS_RULES.codeTtlMs,
      used_at: null,
    };
    await codes.insert(row);
    try {
      await sms.send(phone, code);
    } catch (err) {
      // Nobody received this code: remove it so it is neither usable nor counted against the limits.
      await codes.remove(row.id);
      ctx.log.warn({ phone: maskPhone(phone), provider: sms.name, reason: (err as Error).message }, 'SMS delivery failed');
      throw new AppError('unavailable', '短信验证码发送失败，请稍后重试');
    }
    ctx.log.info({ phone: maskPhone(phone), provider: sms.name }, 'SMS code sent');
  }

  return {
    captchas,

    async send(input: { phone: string } & CaptchaAnswer, ip: string): Promise<CaptchaSent> {
      const { phone } = input;
      await passCaptchaGate(phone, input);
      // Serialises sends per phone, so two simultaneous requests cannot both pass the 60 s check.
      const lockKey = `sms:sending:${phone}`;
      if (!(await ctx.kv.setIfAbsent(lockKey, '1', 15_000))) throw new AppError('sms_too_frequent');
      try {
        const now = ctx.now();
        await checkSendLimits(phone, ip, now);
        // Once an hour (cluster-wide via the store) drop rows older than every limit window.
        if (await ctx.kv.setIfAbsent('sms:pruned', '1', 60 * 60_000)) await codes.prune(now - 2 * DAY_MS);
        await deliver(phone, ip, now);
      } finally {
        await ctx.kv.del(lockKey);
      }
      return { retry_after: SMS_RULES.resendIntervalMs / 1000, expires_in: SMS_RULES.codeTtlMs / 1000 };
    },

    /** Checks `code` without using it up and returns its row; wrong codes are recorded. */
    async verify(phone: string, code: string, answer: CaptchaAnswer): Promise<CodeRow> {
      await passCaptchaGate(phone, answer);
      const now = ctx.now();
      const row = await codes.latestForPhone(phone);
      // The guess takes its number atomically in the shared store before it is compared, so a
      // burst of parallel guesses is compared at most wrongGuessesPerCode times per code, on
      // every instance; the stored failures below still drive the captcha gate.
      if (row) {
        const guess = await ctx.kv.incr(`sms:guess:${row.id}`, SMS_RULES.codeTtlMs);
        if (
          guess > SMS_RULES.wrongGuessesPerCode ||
          (await codes.countFailuresSince(phone, row.created_at)) >= SMS_RULES.wrongGuessesPerCode
        )
          throw new AppError('code_expired', '验证码错误次数过多，请重新获取');
      }
      const matches = !!row && crypto.timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(phone, code));
      if (!row || !matches) {
        await codes.recordFailure(newId('af_'), phone, now);
        throw new AppError('code_invalid', '验证码错误，请检查后重新输入');
      }
      if (row.used_at !== null) throw new AppError('code_used');
      if (row.expires_at <= now) throw new AppError('code_expired');
      return row;
    },

    /** Uses a verified code up; the conditional update makes a concurrent second use fail. */
    async consume(row: CodeRow): Promise<void> {
      if (!(await codes.markUsed(row.id, ctx.now()))) throw new AppError('code_used');
    },
  };
}
export type SmsCodeService = ReturnType<typeof smsCodeService>;
