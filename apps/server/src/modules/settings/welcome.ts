/** China has one time zone and no daylight saving, so a fixed offset gives the user's local hour. */
const BEIJING_OFFSET_MS = 8 * 3600_000;
const NICKNAME_SHOWN_MAX = 20;

/** The languages the app greets in; the web names its language in `Accept-Language`. */
export type WelcomeLocale = 'zh-CN' | 'en';

/** `Accept-Language` from the web app: its chosen language first. Anything but English is Chinese. */
export const welcomeLocale = (acceptLanguage: string | undefined): WelcomeLocale =>
  /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'zh-CN';

type Period = 'morning' | 'noon' | 'afternoon' | 'evening' | 'night';

/** Part of the day by local hour, first match wins (hours are [from, to)); otherwise night. */
const PERIODS: ReadonlyArray<{ from: number; to: number; period: Period }> = [
  { from: 5, to: 11, period: 'morning' },
  { from: 11, to: 13, period: 'noon' },
  { from: 13, to: 18, period: 'afternoon' },
  { from: 18, to: 23, period: 'evening' },
];

/** Everything the greeting says, per language. */
const WORDS: Record<
  WelcomeLocale,
  { greeting: Record<Period, string>; named: (g: string, name: string) => string; body: string }
> = {
  'zh-CN': {
    greeting: { morning: '早上好', noon: '中午好', afternoon: '下午好', evening: '晚上好', night: '夜深了' },
    named: (g, name) => (name ? `${g}，${name}！` : `${g}！`),
    body:
      '我是你的 AI 购物助手。' +
      '想买什么、预算多少、用在什么场合，直接告诉我就好：我可以帮你挑选好物、对比参数和价格、看看历史价格是否划算，还能帮你查机票。',
  },
  en: {
    greeting: {
      morning: 'Good morning',
      noon: 'Good afternoon',
      afternoon: 'Good afternoon',
      evening: 'Good evening',
      night: "It's late",
    },
    named: (g, name) => (name ? `${g}, ${name}! ` : `${g}! `),
    body:
      "I'm your AI shopping assistant. " +
      "Tell me what you want to buy, your budget and what it's for: I can pick products for you, compare specs and prices, " +
      'check whether a price is good against its history, and find flights.',
  },
};

export const beijingHour = (epochMs: number): number => new Date(epochMs + BEIJING_OFFSET_MS).getUTCHours();

export function greetingFor(epochMs: number, locale: WelcomeLocale = 'zh-CN'): string {
  const hour = beijingHour(epochMs);
  return WORDS[locale].greeting[PERIODS.find((p) => hour >= p.from && hour < p.to)?.period ?? 'night'];
}

/** The first robot message of /chatNext, addressed to the user by nickname when there is one. */
export function welcomeText(nickname: string | null | undefined, epochMs: number, locale: WelcomeLocale = 'zh-CN'): string {
  const name = (nickname ?? '').trim().slice(0, NICKNAME_SHOWN_MAX);
  const words = WORDS[locale];
  return words.named(greetingFor(epochMs, locale), name) + words.body;
}
