/** China has one time zone and no daylight saving, so a fixed offset gives the user's local hour. */
const BEIJING_OFFSET_MS = 8 * 3600_000;
const NICKNAME_SHOWN_MAX = 20;

/** Greeting by local hour, first match wins (hours are [from, to)). */
const GREETINGS: ReadonlyArray<{ from: number; to: number; text: string }> = [
  { from: 5, to: 11, text: '早上好' },
  { from: 11, to: 13, text: '中午好' },
  { from: 13, to: 18, text: '下午好' },
  { from: 18, to: 23, text: '晚上好' },
];
const LATE_NIGHT = '夜深了';

export const beijingHour = (epochMs: number): number => new Date(epochMs + BEIJING_OFFSET_MS).getUTCHours();

export function greetingFor(epochMs: number): string {
  const hour = beijingHour(epochMs);
  return GREETINGS.find((g) => hour >= g.from && hour < g.to)?.text ?? LATE_NIGHT;
}

/** The first robot message of /chatNext, addressed to the user by nickname when there is one. */
export function welcomeText(nickname: string | null | undefined, epochMs: number): string {
  const name = (nickname ?? '').trim().slice(0, NICKNAME_SHOWN_MAX);
  const salutation = name ? `${greetingFor(epochMs)}，${name}！` : `${greetingFor(epochMs)}！`;
  return (
    `${salutation}我是你的 AI 购物助手。` +
    '想买什么、预算多少、用在什么场合，直接告诉我就好：我可以帮你挑选好物、对比参数和价格、看看历史价格是否划算，还能帮你查机票。'
  );
}
