import { chineseNumber } from './budget';
import {
  HOUSEHOLD_AFTER,
  HOUSEHOLD_BEFORE,
  HOUSEHOLD_SIZES,
  HOUSEHOLD_WORDS,
  ROOM_SIZES,
  ROOM_WORDS,
} from './lexicon/household-words';

/**
 * A household said in a question (decision 063): how many people and the words that said it.
 * 家里就两个人 is a household of two; 能睡两个人 is a tent's room and not read here.
 */
export interface Household {
  people: number;
  span: string;
}

const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const NUMBER = String.raw`\d|[一二两三四五六七八九十]`;
const COUNTED = new RegExp(
  [
    // 家里就两个人, 我们家只有三口人, 家里4个人
    String.raw`(?:${alternation(HOUSEHOLD_BEFORE)})\s*(?:就|只有|只|一共|总共|也就|才)?\s*(${NUMBER})\s*(?:个人|口人|口|人)`,
    // 两个人住, 三口人用, 5个人吃
    String.raw`(${NUMBER})\s*(?:个人|口人|口|人)\s*(?:${alternation(HOUSEHOLD_AFTER)})`,
    // 三口人 on its own
    String.raw`(${NUMBER})\s*口人`,
  ].join('|'),
);

const toPeople = (said: string): number | null => (/^\d$/.test(said) ? Number(said) : chineseNumber(said.replace('两', '二')));

export function householdOf(text: string): Household | null {
  const counted = COUNTED.exec(text);
  if (counted) {
    const people = toPeople(counted[1] ?? counted[2] ?? counted[3]!);
    if (people && people > 0 && people < 20) return { people, span: counted[0] };
  }
  for (const row of HOUSEHOLD_WORDS) {
    const word = row.words.find((w) => text.includes(w));
    if (word) return { people: row.people, span: word };
  }
  return null;
}

/** The comparison (8套以下) a household asks of the first sized category among these, if any. */
export function householdValue(household: Household, categoryIds: readonly string[]): string | null {
  for (const id of categoryIds) {
    const band = HOUSEHOLD_SIZES[id]?.find((b) => household.people <= b.upTo);
    if (band) return band.value;
  }
  return null;
}

/**
 * 卧室用的空调, 客厅的 (decision 063): the room's comparison (1.5匹以下) for a category sized by
 * room, with the word that said it; null for other categories or no room.
 */
export function roomValue(text: string, categoryIds: readonly string[]): { value: string; span: string } | null {
  for (const row of ROOM_WORDS) {
    const word = [...row.words].sort((a, b) => b.length - a.length).find((w) => text.includes(w));
    if (!word) continue;
    for (const id of categoryIds) {
      const value = ROOM_SIZES[id]?.[row.size];
      if (value) return { value, span: word };
    }
  }
  return null;
}

/** The room word a question says (卧室, 客厅), sized or not: a use, never a search keyword. */
export const roomWordOf = (text: string): string | null =>
  ROOM_WORDS.flatMap((r) => r.words)
    .sort((a, b) => b.length - a.length)
    .find((w) => text.includes(w)) ?? null;
