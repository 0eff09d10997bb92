/**
 * What the /chatNext greeting (guide_text) says, per language: the server composes it for the
 * user, and the web app shows its body while that answer is on its way (the first screen's
 * static shell and the greeting's preview), so both read the same words. Zod-free: the first
 * screen may import it (decision 009).
 */

/** The languages the app greets in. */
export type WelcomeLocale = 'zh-CN' | 'en';

export type DayPeriod = 'morning' | 'noon' | 'afternoon' | 'evening' | 'night';

export interface WelcomeWords {
  greeting: Record<DayPeriod, string>;
  /** The greeting line: the part of the day, then the nickname when there is one. */
  named: (greeting: string, name: string) => string;
  /** The paragraph after the greeting line, the same for every user. */
  body: string;
}

export const WELCOME_WORDS: Record<WelcomeLocale, WelcomeWords> = {
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
    named: (g, name) => (name ? `${g}, ${name}!` : `${g}!`),
    body:
      "I'm your AI shopping assistant. " +
      "Tell me what you want to buy, your budget and what it's for: I can pick products for you, compare specs and prices, " +
      'check whether a price is good against its history, and find flights.',
  },
};

/** Between the greeting line and the body: a paragraph break, so the body is a paragraph of its own. */
export const WELCOME_PARAGRAPH_BREAK = '\n\n';
