import { CODE_VALID_MINUTES } from '../../providers/sms/sms-provider';

/** Limits of the SMS-code login (DESIGN 2.2), in one place so service and tests agree. */
export const SMS_RULES = {
  codeTtlMs: CODE_VALID_MINUTES * 60_000,
  resendIntervalMs: 60_000,
  dailyPerPhone: 10,
  ipWindowMs: 60 * 60_000,
  /** Wrong codes within this window count towards the captcha requirement. */
  failureWindowMs: 10 * 60_000,
  failuresBeforeCaptcha: 3,
  /** A code that has been guessed wrong this often is burned, whatever captchas were solved. */
  wrongGuessesPerCode: 5,
  captchaTtlMs: 5 * 60_000,
  /** Captcha images one IP may request per minute; each one occupies the key-value store. */
  captchaPerIpPerMinute: 30,
} as const;

/** Password login: failures per account before it is locked for the window. */
export const PASSWORD_RULES = { maxFailures: 10, lockWindowMs: 15 * 60_000 } as const;

const DAY_MS = 24 * 60 * 60_000;
/** The product's users live in UTC+8 (no daylight saving), so "per day" means a Beijing calendar day. */
const BEIJING_OFFSET_MS = 8 * 60 * 60_000;

/** Epoch ms at which the Beijing calendar day containing `now` began. */
export function startOfBeijingDay(now: number): number {
  return Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/** Whole seconds until `until`, at least 1, for `Retry-After` and the user-facing wait. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** 13800138000 → 138****8000, for logs (a phone number is personal data). */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}

/** Default nickname of a user created by their first login: 用户 + last four digits. */
export function defaultNickname(phone: string): string {
  return `用户${phone.slice(-4)}`;
}
