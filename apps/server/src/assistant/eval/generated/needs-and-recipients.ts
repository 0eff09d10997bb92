import { GIFT_RECIPIENTS } from '../../embedded/language/lexicon/gift-recipients';
import { GIFT_INTERESTS } from '../../embedded/language/lexicon/gift-interests';
import { BUYER_BUDGETS } from '../../embedded/language/lexicon/buyer-budgets';
import { AREA_CHIPS, BROAD_GOODS } from '../../embedded/language/lexicon/vague-words';
import { KIND_WORDS } from '../../embedded/language/lexicon/kind-words';
import { brandsIn, categoriesOfWord, category, CATEGORY_BY_ID, pricesIn, wordsOf } from './catalog';
import type { Rng } from './rng';
import type { GeneratedConversation, GeneratedSingle } from './types';

/**
 * Who the purchase is for and what they need (decision 041): what a present must do, a recipient
 * with a liking or need asked on its own, a category ruled out of presents (and in a gift
 * conversation), a pet's age, a buyer's state (孕妇), price-level words (平价, 学生党), tea kinds,
 * broad asks (添点电器) and the answer to their question. Templates × the lexicon's rows × budgets.
 */

const ALL_IDS = [...CATEGORY_BY_ID.keys()];
const ADULTS = GIFT_RECIPIENTS.filter((r) => !r.words.includes('孩子') && !r.words.includes('婴儿') && !r.words.includes('老师'));
/** 兄弟 is also a printer brand (Brother): left out of generated recipients. */
const AMBIGUOUS = new Set(['兄弟']);
const namesOf = (row: (typeof ADULTS)[number]) => row.words.filter((w) => w.length >= 2 && !AMBIGUOUS.has(w));
const whoOf = (rng: Rng) => {
  const row = rng.pick(ADULTS);
  return { row, who: rng.pick(namesOf(row)) };
};
/** Liking words that read as an activity after 爱 (爱钓鱼, not 爱钓友 or 爱吃鸡). */
const ACTIVITY = (w: string) => !/[友奴官员]$/.test(w) && !['吃鸡', '王者', 'vlog', '游戏', '音乐'].includes(w);
/** Words that name this category alone (蓝牙耳机 names earbuds and headphones both). */
const ownWords = (id: string) => wordsOf(id).filter((w) => categoriesOfWord(w).join() === id);
const BUDGETS = [300, 500, 800, 1000, 1500, 2000];
/** The categories whose seed has a model within the budget. */
const within = (ids: readonly string[], max?: number) =>
  ids.filter((id) => CATEGORY_BY_ID.has(id) && pricesIn([id]).some((p) => p <= (max ?? Infinity)));

const DOES_SHAPES: Array<(who: string, does: string) => string> = [
  (w, d) => `${w}想要个${d}的 送他什么好`,
  (w, d) => `送${w}个${d}的东西`,
  (w, d) => `给${w}买个礼物 要${d}的`,
  (w, d) => `想送${w}点${d}的`,
];
const NEED_ALONE_SHAPES: Array<(who: string, need: string, budget: number) => string> = [
  (w, n, b) => `给${w} ${n} ${b}以内`,
  (w, n, b) => `${w}${n} 买点什么好 预算${b}`,
  (w, n, b) => `给${w}买点东西 ${n} ${b}块以内`,
];
const REJECT_ALONE_SHAPES: Array<(who: string, cat: string, budget: number) => string> = [
  (w, c, b) => `送${w}什么礼物好 不要${c} ${b}以内`,
  (w, c, b) => `给${w}挑个礼物 ${c}就算了 预算${b}`,
  (w, c, b) => `${w}生日送啥 ${c}不考虑 ${b}以内`,
];
const REJECT_SHAPES: Array<(cat: string) => string> = [
  (c) => `${c}她不喜欢 换别的`,
  (c) => `${c}就算了 看看别的`,
  (c) => `不要${c}了 换个别的`,
  (c) => `${c}他用不上 还有啥`,
  (c) => `${c}对方不喜欢`,
];
const PET_SHAPES: Array<(pet: string, age: string, food: string) => string> = [
  (p, a, f) => `家里${p}${a}了 吃什么${f}好`,
  (p, a, f) => `${a}的${p}吃的${f}`,
  (p, a, f) => `给${a}的${p}买${f}`,
];
const CN = ['', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五'];
const PETS: Array<{ words: string[]; food: string; stages: Array<[ages: number[], months: boolean, attr: string]> }> = [
  {
    words: ['狗狗', '狗', '我家狗'],
    food: '狗粮',
    stages: [
      [[2, 3, 4, 6], true, '幼犬|全犬种'],
      [[2, 3, 4, 5], false, '成犬|全犬种'],
      [[8, 10, 12, 13, 15], false, '老年犬|全犬种'],
    ],
  },
  {
    words: ['猫', '猫咪', '我家猫'],
    food: '猫粮',
    stages: [
      [[2, 3, 4, 5], true, '幼猫|全阶段'],
      [[2, 3, 5, 6], false, '成猫|全阶段'],
    ],
  },
];
const STATE_SHAPES: string[] = [
  '老婆怀孕了 买点孕妇能吃的钙',
  '孕妇补钙吃什么好',
  '怀孕了想补点钙 有推荐的吗',
  '孕期吃的钙片推荐',
  '准妈妈能吃的钙片',
  '备孕 想买点钙片',
];
/** How a shopper says they are a student (上学, 网课 name a use, not a buyer). */
const STUDENTS = ['学生党', '大学生', '穷学生'];
const PRICE_LEVEL_SHAPES: Array<(word: string, cat: string) => string> = [
  (w, c) => `${w}${c}推荐`,
  (w, c) => `有没有${w.endsWith('的') ? w : `${w}的`}${c}`,
  (w, c) => `${c} 要${w}的`,
];
const TEA_SHAPES: Array<(who: string, kind: string) => string> = [
  (w, k) => `${w}喜欢喝${k} 买点茶叶`,
  (w, k) => `给${w}送茶叶 他爱喝${k}`,
  (w, k) => `${k}茶叶推荐 ${w}喝`,
];
const BROAD_SHAPES: Array<(word: string) => string> = [
  (w) => `最近想添点${w}`,
  (w) => `家里想添个${w}`,
  (w) => `想买点${w}`,
  (w) => `打算换点${w}`,
  (w) => `${w}有啥推荐`,
];
/** The categories a place or group stands for: its chips, as the seed names them. */
const areaCats = (area: string): string =>
  (AREA_CHIPS[area] ?? []).flatMap((chip) => categoriesOfWord(chip).slice(0, 1)).join('|');
/** An answer to a broad ask naming a place and a purpose, and the place. */
const AREA_ANSWERS: Array<[answer: (budget: number) => string, area: string]> = [
  [(b) => `厨房用的 做饭省事点 ${b}以内`, '厨房'],
  [(b) => `厨房里用的 ${b}以内`, '厨房'],
  [(b) => `家里用的 打扫方便点 ${b}以内`, '家里'],
];
/** An area ask, and the place or group it names. */
const AREA_ASKS: Array<[ask: string, area: string]> = [
  ['想买点厨房用的', '厨房'],
  ['想买点厨房用品', '厨房'],
  ['最近想买点数码产品', '数码'],
  ['想添点电器', '电器'],
];
const PURPOSE_ANSWERS: Array<(budget: number) => string> = [
  (b) => `做饭省事点的 ${b}以内`,
  (b) => `${b}以内的就行`,
  (b) => `性价比高点的 ${b}以内`,
  (b) => `实用点的 预算${b}`,
];

export function needsAndRecipientsSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  // What the present must do decides alone.
  for (const row of GIFT_INTERESTS.filter((r) => r.does))
    for (const does of row.words.filter((w) => !w.endsWith('的')))
      out.push({
        family: 'gift.does',
        question: rng.pick(DOES_SHAPES)(whoOf(rng).who, does),
        expect: { cat: row.categories.join('|') },
      });
  // A recipient with a need or a liking, asked without a gift word.
  for (const row of GIFT_INTERESTS.filter((r) => !r.does))
    for (const said of rng.sample(row.need ? row.words : row.words.filter(ACTIVITY), 2)) {
      const { row: who, who: name } = whoOf(rng);
      const budget = rng.pick(BUDGETS);
      const cat = within([...row.categories, ...who.categories], budget);
      if (!cat.length) continue;
      out.push({
        family: row.need ? 'gift.need-alone' : 'gift.liking-alone',
        question: rng.pick(NEED_ALONE_SHAPES)(name, row.need ? said : `爱${said.replace(/^爱/, '')}`, budget),
        expect: { cat: cat.join('|'), max: budget },
      });
    }
  // A category ruled out of the presents.
  for (const row of ADULTS)
    // 坚果 is also a brand (坚果投影仪): a ruled-out name that is a brand is left out.
    for (const ruled of row.categories.slice(0, 3).filter((id) => !brandsIn(ALL_IDS).includes(category(id).name))) {
      const budget = rng.pick(BUDGETS.slice(2));
      const cat = within(
        row.categories.filter((id) => id !== ruled),
        budget,
      );
      out.push({
        family: 'gift.reject-alone',
        question: rng.pick(REJECT_ALONE_SHAPES)(rng.pick(namesOf(row)), category(ruled).name, budget),
        expect: { cat: cat.join('|'), max: budget },
      });
    }
  // A pet's age picks the food of its stage.
  for (const pet of PETS)
    for (const [ages, months, attr] of pet.stages)
      for (const age of ages)
        out.push({
          family: 'audience.pet-age',
          question: rng.pick(PET_SHAPES)(rng.pick(pet.words), `${CN[age]}${months ? '个月' : '岁'}`, pet.food),
          expect: { cat: pet.food === '狗粮' ? 'dog-food' : 'cat-food', attr },
        });
  for (const q of STATE_SHAPES)
    out.push({ family: 'audience.state', question: q, expect: { cat: 'health-supplements', attr: '钙' } });
  // 平价 / 学生党 with no budget: the everyday band of the category.
  for (const row of BUYER_BUDGETS)
    for (const [id, max] of Object.entries(row.budgets)) {
      if (!CATEGORY_BY_ID.has(id) || !pricesIn([id]).some((p) => p <= max * 0.9)) continue;
      const word = rng.pick(row.priceWords ? row.words : STUDENTS);
      const words = ownWords(id);
      if (!words.length) continue;
      out.push({
        family: 'audience.price-level',
        question: rng.pick(PRICE_LEVEL_SHAPES)(word, rng.pick(words)),
        expect: { cat: id, max },
      });
    }
  // Tea kinds the recipient likes.
  for (const [word, shown] of KIND_WORDS.tea ?? [])
    out.push({
      family: 'kind.tea',
      question: rng.pick(TEA_SHAPES)(whoOf(rng).who, word),
      expect: { cat: 'tea', attr: shown },
    });
  // Broad asks get one question with chips.
  for (const group of BROAD_GOODS)
    for (const word of group.words)
      out.push({ family: 'clarify.broad', question: rng.pick(BROAD_SHAPES)(word), expect: { clarify: true } });
  return out;
}

export function needsAndRecipientsConversations(rng: Rng): GeneratedConversation[] {
  const out: GeneratedConversation[] = [];
  // 女朋友生日 送啥好 → 香水她不喜欢 换别的: the other presents, the budget kept.
  for (const row of ADULTS.slice(0, 3))
    for (const budget of [500, 800, 1000]) {
      const who = rng.pick(namesOf(row));
      const shown = within(row.categories, budget).slice(0, 4);
      const ruled = shown[0]!;
      out.push({
        family: 'conv.gift-reject',
        turns: [
          [`${who}生日快到了 送啥好 ${budget}以内`, { cat: row.categories.join('|'), max: budget }],
          [rng.pick(REJECT_SHAPES)(category(ruled).name), { cat: shown.filter((id) => id !== ruled).join('|'), max: budget }],
          // Then one of the others by name, the budget still held.
          [`${category(shown[1]!).name}有哪几款推荐`, { cat: shown[1]!, max: budget }],
        ],
      });
    }
  // 家里想添个电器 → 厨房用的 做饭省事点 一千以内: the place's categories within the budget.
  for (const group of BROAD_GOODS)
    for (const [answer, area] of AREA_ANSWERS) {
      const cat = areaCats(area);
      const budget = rng.pick([500, 1000, 2000]);
      out.push({
        family: 'conv.clarify-broad',
        turns: [
          [rng.pick(BROAD_SHAPES)(rng.pick(group.words)), { clarify: true }],
          [answer(budget), { cat: within(cat.split('|'), budget).join('|'), max: budget }],
          ['再便宜点', { cat: within(cat.split('|'), budget).join('|'), max: budget }],
        ],
      });
    }
  // 想买点厨房用的 → 做饭省事点的 一千以内: the area asked about, even when the answer does not name it.
  for (const [ask, area] of AREA_ASKS)
    for (const answer of rng.sample(PURPOSE_ANSWERS, 2)) {
      const cat = areaCats(area);
      const budget = rng.pick([1000, 2000, 3000]);
      const ids = within(cat.split('|'), budget);
      if (!ids.length) continue;
      out.push({
        family: 'conv.clarify-area-answer',
        turns: [
          [ask, { clarify: true }],
          [answer(budget), { cat: ids.join('|'), max: budget }],
          ['再便宜点', { cat: ids.join('|'), max: budget }],
        ],
      });
    }
  return out;
}
