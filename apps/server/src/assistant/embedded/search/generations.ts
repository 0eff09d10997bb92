import { modelTokens } from '../language/model-names';

/** A number token of a model name (14 of 小米14, 60 of mate60, 5 of XM5): its generation. */
const GENERATION = /^\d{1,4}$/;

export interface GenerationMatch {
  /** The name's tokens with its number read as the model's (mate 60 → mate 70). */
  tokens: string[];
  /** How far the model's number is from the one said (10 for Mate 60 → Mate 70). */
  distance: number;
  /** The model is newer than the one said (小米14 → 小米15 rather than 小米13). */
  newer: boolean;
}

/**
 * 小米14, 华为mate60, iphone15 pro (decision 075): a model of the same line with another
 * generation's number, for a name the catalog sells under no such number. The name has exactly one
 * number; the model has one of the same length (60 → 70, 14 → 15, 4 → 5; never 15 → 1000) that
 * differs and is near, and the name's other words must still fit it (the caller scores them as for any name).
 * null when the model is no other generation of what was said.
 */
export function asGeneration(nameTokens: readonly string[], model: string): GenerationMatch | null {
  const said = nameTokens.filter((t) => GENERATION.test(t));
  if (said.length !== 1) return null;
  const number = said[0]!;
  const own = modelTokens(model).filter((t) => GENERATION.test(t) && t.length === number.length && t !== number);
  if (own.length !== 1) return null;
  const other = own[0]!;
  // 小米99 is no generation of the 小米15: the numbers are near (14 → 15, 4 → 5) or a line's step
  // of its first digit (mate60 → Mate 70, x100 → X200).
  const near = Math.abs(Number(other) - Number(number)) <= 2;
  const step = other.slice(1) === number.slice(1) && Math.abs(Number(other[0]) - Number(number[0])) === 1;
  if (!near && !step) return null;
  // p10s, mate60e, x200s: a variant letter right after the number belongs to that generation; the
  // other generation is offered without it when it has no such variant (石头p10s pro → P20 Pro).
  const ownTokens = modelTokens(model);
  const at = nameTokens.indexOf(number);
  const variant = nameTokens[at + 1];
  const dropped = variant && /^[a-z]$/.test(variant) && !ownTokens.includes(variant) ? at + 1 : -1;
  return {
    tokens: nameTokens.flatMap((t, i) => (i === dropped ? [] : [t === number ? other : t])),
    distance: Math.abs(Number(other) - Number(number)),
    newer: Number(other) > Number(number),
  };
}
