import {
  ACK_WORDS,
  DATE_ASKS,
  DAYS,
  DONE_WORDS,
  FILLERS,
  GOOD_MOODS,
  GREETING_WORDS,
  LAUGHS,
  MOOD_CONTEXT,
  MOODS,
  PRAISE,
  THANKS_WORDS,
  TIME_ASKS,
} from './lexicon/small-talk-words';
import { containsPhrase, replacePhrases, type Phrase } from './phrases/sequence';

/**
 * What a small-talk question is (decision 054): the date or time asked, a mood, a closing; and
 * (decision 079) a greeting, an acknowledgement, a laugh, praise of the assistant.
 */
export type SmallTalk = 'date' | 'time' | 'mood' | 'good-mood' | 'closing' | 'greeting' | 'ack' | 'laugh' | 'praise';

/** Punctuation and blanks, which separate the words of a small-talk question. */
const PUNCTUATION = /[\s,，。.!！?？~～、…:：;；]+/g;
const words = (rows: readonly string[]): Phrase => [rows];

/** Is the question made only of these phrases and the fillers, with one of `needed` in it? */
function onlySaid(q: string, needed: readonly Phrase[], also: readonly Phrase[]): boolean {
  // 哈哈哈哈, 嗯嗯嗯, 666666: a sound said over and over is said twice.
  const text = q
    .toLowerCase()
    .replace(PUNCTUATION, ' ')
    .replace(/(.)\1{2,}/gu, '$1$1');
  if (!containsPhrase(text, needed)) return false;
  const rest = replacePhrases(text, [...needed, ...also, words(FILLERS)], ' ');
  return rest.trim() === '';
}

/** The kind of small talk the whole question is, or null when it asks anything else. */
export function smallTalkOf(q: string): SmallTalk | null {
  if (onlySaid(q, DATE_ASKS, [])) return 'date';
  if (onlySaid(q, TIME_ASKS, [])) return 'time';
  if (onlySaid(q, [words(THANKS_WORDS), words(DONE_WORDS)], [words(ACK_WORDS)])) return 'closing';
  if (onlySaid(q, MOODS, [words(MOOD_CONTEXT), words(GREETING_WORDS)])) return 'mood';
  if (onlySaid(q, GOOD_MOODS, [words(MOOD_CONTEXT), words(GREETING_WORDS)])) return 'good-mood';
  if (onlySaid(q, [words(GREETING_WORDS)], [words(LAUGHS)])) return 'greeting';
  if (onlySaid(q, PRAISE, [words(ACK_WORDS), words(LAUGHS), words(THANKS_WORDS)])) return 'praise';
  if (onlySaid(q, [words(LAUGHS)], [words(ACK_WORDS)])) return 'laugh';
  if (onlySaid(q, [words(ACK_WORDS)], [])) return 'ack';
  return null;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 今天是2026年9月18日，星期五: the day a date question is about, in China time. */
export function dateAnswer(q: string, now: number): string {
  const day = Object.keys(DAYS)
    .sort((a, b) => b.length - a.length)
    .find((d) => q.includes(d));
  const offset = day ? DAYS[day]! : 0;
  const at = new Date(now + 8 * 3600_000 + offset * 86400_000);
  const said = day && day !== '现在' ? day : '今天';
  return `${said}是${at.getUTCFullYear()}年${at.getUTCMonth() + 1}月${at.getUTCDate()}日，星期${WEEKDAYS[at.getUTCDay()]}。`;
}

/** 现在是北京时间 12:00: the time, in China time. */
export function timeAnswer(now: number): string {
  const at = new Date(now + 8 * 3600_000);
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `现在是北京时间 ${hh}:${mm}。`;
}
