import { WELCOME_PARAGRAPH_BREAK, WELCOME_WORDS, type DayPeriod, type WelcomeLocale } from '@app/protocol/welcome-words';

/** China has one time zone and no daylight saving, so a fixed offset gives the user's local hour. */
const BEIJING_OFFSET_MS = 8 * 3600_000;
const NICKNAME_SHOWN_MAX = 20;

/** The languages the app greets in; the web names its language in `Accept-Language`. */
export type { WelcomeLocale };

/** `Accept-Language` from the web app: its chosen language first. Anything but English is Chinese. */
export const welcomeLocale = (acceptLanguage: string | undefined): WelcomeLocale =>
  /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'zh-CN';

/** Part of the day by local hour, first match wins (hours are [from, to)); otherwise night. */
const PERIODS: ReadonlyArray<{ from: number; to: number; period: DayPeriod }> = [
  { from: 5, to: 11, period: 'morning' },
  { from: 11, to: 13, period: 'noon' },
  { from: 13, to: 18, period: 'afternoon' },
  { from: 18, to: 23, period: 'evening' },
];

export const beijingHour = (epochMs: number): number => new Date(epochMs + BEIJING_OFFSET_MS).getUTCHours();

export function greetingFor(epochMs: number, locale: WelcomeLocale = 'zh-CN'): string {
  const hour = beijingHour(epochMs);
  return WELCOME_WORDS[locale].greeting[PERIODS.find((p) => hour >= p.from && hour < p.to)?.period ?? 'night'];
}

/**
 * The first robot message of /chatNext: a greeting line addressed to the user by nickname when
 * there is one, then the body as a paragraph of its own (the web shows that body before this
 * answer arrives, so only the short greeting line changes when it does).
 */
export function welcomeText(nickname: string | null | undefined, epochMs: number, locale: WelcomeLocale = 'zh-CN'): string {
  const name = (nickname ?? '').trim().slice(0, NICKNAME_SHOWN_MAX);
  const words = WELCOME_WORDS[locale];
  return words.named(greetingFor(epochMs, locale), name) + WELCOME_PARAGRAPH_BREAK + words.body;
}
