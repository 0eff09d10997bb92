import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { KIT_ASKS, LIFE_KITS, type LifeKit } from './lexicon/life-kits';

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const KITS = LIFE_KITS.map((kit) => ({ ...kit, words: byLength(kit.words) }));

/**
 * 宝宝刚出生 要准备些啥, 冬天快到了 买点啥保暖 (decision 068): a life event (lexicon LIFE_KITS)
 * said with a word asking what it calls for (KIT_ASKS) is answered with the event's usual
 * categories, those the catalog sells. The first event said wins; null when none is, or when
 * nothing is asked for (宝宝刚出生 奶瓶推荐 names what it wants).
 */
export function kitOf(question: string, vocabulary: Vocabulary): LifeKit | null {
  const text = question.toLowerCase();
  const found = saidKits(text)[0];
  if (!found) return null;
  const categories = found.kit.categories.filter((id) => vocabulary.byId.has(id));
  return categories.length ? { ...found.kit, categories } : null;
}

/**
 * The events said, with an ask of what they call for, first said first; a part of a wider event
 * said with it (新家厨房: 厨房 beside 搬新家) before any other (decision 073).
 */
function saidKits(text: string): Array<{ kit: LifeKit; at: number }> {
  const asked = KIT_ASKS.some((w) => text.includes(w));
  return KITS.filter((kit) => (kit.asks || asked) && (!kit.with || kit.with.some((w) => text.includes(w))))
    .map((kit) => ({ kit, at: Math.min(...kit.words.map((w) => text.indexOf(w)).filter((i) => i >= 0)) }))
    .filter((k) => Number.isFinite(k.at))
    .sort((a, b) => Number(Boolean(b.kit.with)) - Number(Boolean(a.kit.with)) || a.at - b.at);
}

/** Is a life event said with an ask of what it calls for (the catalog not consulted)? */
export const saysKit = (question: string): boolean => saidKits(question.toLowerCase()).length > 0;
