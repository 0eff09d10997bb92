import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { parseBudgetBesideNames } from './budget-beside-names';
import { BRAND_TAKEN_BACK_BY, CORRECTABLE_DAYS, CORRECTION_FILLERS, CORRECTION_MARKERS } from './lexicon/correction-words';
import { BRANDS_RULED_OUT_BY } from './lexicon/exclusion-words';
import { linesIn } from './product-lines';
import { valueSpans, wantedValues } from './spec-terms';
import { findAttributes } from './attributes';
import { chineseNumber } from './budget';
import { findCities, parseRoute } from './flight-cities';

/**
 * A choice taken back inside one message (decision 056): 来个索尼的降噪耳机 啊算了还是bose吧 wants
 * Bose, 看看京东的 哦不 拼多多的扫地机 拼多多, 五百以内 哦不对 八百以内 800. At a marker word
 * (lexicon/correction-words.ts), the part after it replaces what the part before said of the same
 * kind: the brand (or a word ruling brands out, 安卓), the mall, the budget, a stated value, the
 * category, or else a 的-phrase (旋转的 哦不 平板的). The earlier words go, the marker goes, the rest
 * is read as usual. A marker with nothing of a kind after it (尺码不对 怎么换) changes nothing.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escape);
const FILLER = `(?:${byLength(CORRECTION_FILLERS).join('|')})`;
const MARKER = new RegExp(
  `[\\s，,。]*${FILLER}?\\s*(?:${byLength(CORRECTION_MARKERS).join('|')})[\\s:：]*${FILLER}?[\\s，,:：]*`,
  'i',
);
/** A modifier phrase ending in 的 (旋转的, 平板的): the last of the part before the marker. */
const LAST_DE = /([\p{Script=Han}a-z0-9]{1,6}的)\s*$/iu;
const FIRST_DE = /^\s*[\p{Script=Han}a-z0-9]{1,6}的/iu;

/**
 * 三千以内的手机 不 四千以内, 3L的 不 5L的 (decision 068): a lone 不 set off by spaces or commas is a
 * marker too, and so are 啊不 and a lone 不是 (平板 啊不 笔记本, 飞上海 不是 是飞广州; decision 070);
 * 不要, 不想 and 不太 are not, having no space after them.
 */
const LONE_NO = /(^|[\s，,。])((?:啊|呃|哦|噢|额|嗯)?)不是?(?=[\s，,。])/g;
/** 预算两千 嗯 改成两千五吧: a bare amount after the marker is the new amount of the budget before it. */
const BARE_AMOUNT = /^\s*(\d+(?:\.\d+)?[kKwW千万]?|[零一二两三四五六七八九十百千万]+)(?:块|元|块钱)?(?:吧|呢|啊)?\s*$/;
const AMOUNT_IN = /\d+(?:\.\d+)?[kKwW千万]?|[零一二两三四五六七八九十百千万]+/;

const remove = (text: string, words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).reduce((t, w) => t.replace(new RegExp(escape(w), 'gi'), ' '), text);

const brandWords = (text: string, vocabulary: Vocabulary): string[] => {
  const lower = text.toLowerCase();
  return [...vocabulary.matchBrands(text).terms, ...BRANDS_RULED_OUT_BY.map(([w]) => w).filter((w) => lower.includes(w))];
};
const namesBrand = (text: string, vocabulary: Vocabulary) =>
  vocabulary.matchBrands(text).brands.length > 0 || linesIn(text, vocabulary).brands.length > 0;

/** The part before a marker without what the part after replaces; null when it replaces nothing. */
function replaced(before: string, after: string, vocabulary: Vocabulary): string | null {
  return replacing(before, after, vocabulary)?.text ?? null;
}

/** As `replaced`, with the kinds of what the part after replaces. */
function replacing(before: string, after: string, vocabulary: Vocabulary): { text: string; kinds: string[] } | null {
  const kept: string[] = [];
  let text = before;
  if (namesBrand(after, vocabulary) && brandWords(before, vocabulary).length) {
    text = remove(text, brandWords(before, vocabulary));
    kept.push('brand');
  }
  const malls = vocabulary.matchMalls(before).terms;
  if (vocabulary.matchMalls(after).malls.length && malls.length) {
    text = remove(text, malls);
    kept.push('mall');
  }
  const budget = parseBudgetBesideNames(text, vocabulary);
  if (budget && parseBudgetBesideNames(after, vocabulary)) {
    text = remove(text, [budget.span]);
    kept.push('budget');
  } else if (budget && BARE_AMOUNT.test(after)) {
    // 预算两千 改成两千五: the earlier budget, said with the later amount.
    const amount = BARE_AMOUNT.exec(after)![1]!;
    if (/\d/.test(amount) || chineseNumber(amount) !== null) {
      text = text.replace(budget.span, budget.span.replace(AMOUNT_IN, amount));
      kept.push('amount');
    }
  }
  if (wantedValues(after, vocabulary).length && wantedValues(text, vocabulary).length) {
    text = remove(text, valueSpans(text, vocabulary));
    kept.push('value');
  }
  // 明天上海飞成都 不对是后天: the later day replaces the earlier one.
  const days = (t: string) => [...CORRECTABLE_DAYS].sort((a, b) => b.length - a.length).filter((d) => t.includes(d));
  if (days(after).length && days(text).length) {
    text = remove(text, days(text));
    kept.push('day');
  }
  // 北京飞上海 不是 是飞广州: a city after the marker replaces the destination (or, said with 从, the departure).
  const saidCities = findCities(after);
  if (saidCities.length === 1 && findCities(text).length) {
    const route = parseRoute(text);
    const later = parseRoute(after);
    const earlier = later.from && !later.to ? route.from : (route.to ?? route.from);
    const mention = findCities(text).find((m) => m.city === earlier);
    if (mention && mention.city !== saidCities[0]!.city) {
      text = `${text.slice(0, mention.at)} ${text.slice(mention.end)}`;
      kept.push('city');
    }
  }
  const newCategories = vocabulary.matchCategories(after).categories.map((c) => c.id);
  const oldCategories = vocabulary.matchCategories(text);
  if (newCategories.length && oldCategories.categories.some((c) => !newCategories.includes(c.id)) && !kept.length) {
    text = remove(text, oldCategories.terms);
    kept.push('category');
  }
  // 买个蓝牙耳机 哦不对 是头戴的: a kind that names its own category (头戴 → headphones) replaces the one before.
  if (!kept.length && oldCategories.terms.length && findAttributes(after).some((a) => a.narrow)) {
    text = remove(text, oldCategories.terms);
    kept.push('category');
  }
  if (!kept.length && FIRST_DE.test(after) && LAST_DE.test(text)) {
    text = text.replace(LAST_DE, ' ');
    kept.push('phrase');
  }
  return kept.length ? { text, kinds: kept } : null;
}

/**
 * 京东的显示器 哦 拼多多的, 索尼的 嗯 bose的吧 (decision 086): a lone interjection set off by spaces
 * is a marker when what follows it replaces a name of the same kind said before it (a brand, a
 * mall, a budget): the marker word the rest of the grammar reads is put in its place.
 */
const LONE_INTERJECTION = /(^|[\s，,。])(?:哦|噢|喔|呃|额|欸|诶|哎)(?=[\s，,。])/g;
const NAMED_KINDS = new Set(['brand', 'mall', 'budget']);

function interjectionsAsMarkers(text: string, vocabulary: Vocabulary): string {
  let out = text;
  for (const m of [...text.matchAll(LONE_INTERJECTION)].reverse()) {
    const at = m.index + m[1]!.length;
    const before = out.slice(0, at);
    const after = out.slice(at + 1);
    if (!before.trim() || !after.trim() || MARKER.test(after.slice(0, 4))) continue;
    const kinds = replacing(before, after, vocabulary)?.kinds ?? [];
    if (kinds.some((k) => NAMED_KINDS.has(k))) out = `${before}哦不对${after}`;
  }
  return out;
}

/** The message with each choice taken back replaced by the later one (see above). */
export function selfCorrected(text: string, vocabulary: Vocabulary): string {
  let out = interjectionsAsMarkers(text.replace(LONE_NO, '$1$2不对'), vocabulary);
  for (let guard = 0; guard < 3; guard++) {
    const m = MARKER.exec(out);
    if (!m) return out;
    const before = out.slice(0, m.index);
    const after = out.slice(m.index + m[0].length);
    if (!before.trim() || !after.trim()) return out;
    const kept = replaced(before, after, vocabulary);
    if (kept === null) {
      // 戴森 不不不 太贵了 换个别的牌子: the brand before is taken back, none named after (decision 074).
      const terms = vocabulary.matchBrands(before).terms;
      const lower = after.toLowerCase();
      if (terms.length && !namesBrand(after, vocabulary) && BRAND_TAKEN_BACK_BY.some((w) => lower.includes(w))) {
        return `${[...terms]
          .sort((a, b) => b.length - a.length)
          .reduce((t, w) => t.replace(new RegExp(escape(w), 'gi'), ` ${w}的不要 `), before)
          .trim()} ${after}`;
      }
      return out === interjectionsAsMarkers(text.replace(LONE_NO, '$1$2不对'), vocabulary) ? text : out;
    }
    // The amount moved into the budget before: it is not said again.
    out = `${kept.replace(/\s+/g, ' ').trim()} ${BARE_AMOUNT.test(after) && kept !== before ? '' : after}`;
  }
  return out;
}
