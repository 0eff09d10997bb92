import { containsPhrase, containsWord, isPhrase, type Phrase } from './sequence';

/**
 * Asks too vague to answer well (推荐个礼物, 买个电脑, 想买点厨房用的, 有啥好东西): which slot the
 * words leave open. Data rows; the clarify rules (flows/clarify-rules.ts) hold the question and
 * chips of each slot and read these from the turn.
 */
export type VagueAsk =
  | { slot: 'gift_recipient' }
  | { slot: 'computer_kind' }
  /** A place and no category (厨房用的): vague only when the question names nothing of the catalog. */
  | { slot: 'area'; area: string }
  /** Nothing to go on (有啥好东西): vague only when the question names nothing of the catalog. */
  | { slot: 'anything' };

/** Places a vague ask names, with the words that name each and the suffixes that make it vague. */
export const VAGUE_AREAS: ReadonlyArray<{ area: string; phrases: Phrase[] }> = [
  { area: '厨房', phrases: [[['厨房'], ['里', ''], ['用的', '用品', '的东西', '电器', '小家电']]] },
  {
    area: '家里',
    phrases: [
      [
        ['家里', '家用', '居家'],
        ['用的', '的东西', '用品', '的'],
      ],
      [['搬家', '搬新家', '新房', '乔迁']],
    ],
  },
  { area: '宿舍', phrases: [[['宿舍'], ['里', ''], ['用的', '的东西', '用品']]] },
  {
    area: '办公室',
    phrases: [
      [
        ['办公室', '办公'],
        ['里', ''],
        ['用的', '的东西', '用品'],
      ],
    ],
  },
  { area: '户外', phrases: [[['户外'], ['用的', '的东西', '用品', '装备']]] },
  {
    area: '车上',
    phrases: [
      [
        ['车上', '车里'],
        ['用的', '的东西', '用品'],
      ],
    ],
  },
  {
    area: '宝宝',
    phrases: [
      [
        ['宝宝', '婴儿', '新生儿'],
        ['用的', '的东西', '用品'],
      ],
    ],
  },
];

/** 给家里添置点东西: adding to a place. */
const ADDING_TO = (area: string): Phrase => [['给', '为', '往'], [area], ['里', ''], ['添置', '添', '买', '置办', '备'], ['点']];

/** Words that state a budget or a price level (the grammar's budget is checked besides). */
const BUDGET_WORDS = ['预算', '以内', '左右', '便宜', '贵'];
const DIGITS = '0123456789';

const GIFT_WORDS = ['礼物', '礼品', '送礼', '送人', '送什么'];
/** Words naming a recipient or an occasion: the gift is then not vague. */
const GIFT_DETAILS = [
  '女',
  '男',
  '爸',
  '妈',
  '父',
  '母',
  '孩',
  '宝',
  '朋友',
  '同事',
  '老师',
  '领导',
  '客户',
  '长辈',
  '老人',
  '生日',
  '节',
  '纪念',
];

/** A character that is not blank (what `\S` reads). */
const solid = (c: string | undefined): boolean => Boolean(c && c.trim());

/** 送X / 送给X / 给X的 / 给X买: someone named after 送 or 给 (送礼, 送人, 送什么 are not names). */
function namesRecipient(text: string): boolean {
  const rest = GIFT_WORDS.slice(2).reduce((t, w) => t.split(w).join(''), text);
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '送' && solid(rest[i + 1])) return true;
    if (rest[i] !== '给') continue;
    // 给 + one to four characters + 的 or 买.
    for (let k = 1; k <= 4 && solid(rest[i + k]); k++) if (rest[i + k + 1] === '的' || rest[i + k + 1] === '买') return true;
  }
  return containsWord(rest, GIFT_DETAILS);
}

const COMPUTER = '电脑';
/** 电脑椅, 电脑包: things named after the computer, not a computer. */
const COMPUTER_THINGS = ['椅', '包', '桌', '屏', '显示', '支架', '音', '配件', '眼镜'];
/** Words that say which computer (笔记本, 游戏, 办公): then it is not vague. */
const COMPUTER_KINDS = [
  '笔记本',
  '台式',
  '游戏',
  '轻薄',
  '一体机',
  '主机',
  'mac',
  '办公',
  '学生',
  '设计',
  '编程',
  '剪辑',
  '平板',
];
const SHORT_ASK = 12;

const ANYTHING: Phrase[] = [
  [['有'], ['什么', '啥'], ['好东西', '好物', '值得买的', '推荐的', '推荐']],
  [
    ['推荐', '来'],
    ['点', '些'],
    ['东西', '好物', '啥', '好东西', '好用的'],
  ],
  [['推荐'], ['点', '些', ''], ['好用的']],
  [['不知道买'], ['什么', '啥']],
  [['生活用品', '日用品', '好玩的', '实用的']],
  [['值得'], ['买', '入手'], ['的']],
  [['随便'], ['推荐', '买', '来']],
  [['买点'], ['东西', '什么', '啥']],
  [['买'], ['点', ''], ['啥好']],
  [['换'], ['个', ''], ['新东西']],
];
/** 想买点数码产品: the whole question is a broad kind of goods. */
const BROAD_GOODS: Phrase[] = [
  [
    ['我想', '想', '要', ''],
    ['买', '换', '看'],
    ['点', '个', '些', ''],
    ['数码产品', '电子产品', '数码', '电器', '家电'],
    ['吧', '呢', '?', '？', '。', '!', '！', ''],
  ],
];

/**
 * 电脑 on its own: when the category names were read (`categoryTerms`), a longer name that holds
 * it (手提电脑, 组装电脑, 电脑硬盘) says which thing is meant, so only 电脑 read as itself is vague.
 */
function computerIsVague(text: string, hasBudget: boolean, categoryTerms?: string[]): boolean {
  if (categoryTerms && !categoryTerms.includes(COMPUTER)) return false;
  const lower = text.toLowerCase();
  let at = lower.indexOf(COMPUTER);
  while (at >= 0 && COMPUTER_THINGS.some((t) => lower.startsWith(t, at + COMPUTER.length))) at = lower.indexOf(COMPUTER, at + 1);
  return at >= 0 && !containsWord(lower, COMPUTER_KINDS) && !hasBudget && text.length <= SHORT_ASK;
}

/** The vague slots the words leave open, in the order the clarify rules ask them. */
export function vagueAsks(text: string, hasBudget: boolean, categoryTerms?: string[]): VagueAsk[] {
  const budgeted = hasBudget || containsWord(text, BUDGET_WORDS) || [...text].some((c) => DIGITS.includes(c));
  const asks: VagueAsk[] = [];
  if (containsWord(text, GIFT_WORDS) && !namesRecipient(text) && !budgeted) asks.push({ slot: 'gift_recipient' });
  if (computerIsVague(text, budgeted, categoryTerms)) asks.push({ slot: 'computer_kind' });
  for (const { area, phrases } of VAGUE_AREAS)
    if (containsPhrase(text, [...phrases, ADDING_TO(area)])) asks.push({ slot: 'area', area });
  if (containsPhrase(text, ANYTHING) || isPhrase(text, BROAD_GOODS)) asks.push({ slot: 'anything' });
  return asks;
}
