import type { AssistantEvent } from '#server/ports/assistant-engine';
import { closing, streamed, thinking, type FlowContext } from '../events';
import { promptButton } from '../render/follow-ups';

/**
 * Asks too vague to answer well (推荐个礼物, 买个电脑): one short question with answer chips
 * (button_type 0) instead of a silent guess. Each rule names the slot it asks about; the same
 * slot is never asked twice in a row — a second vague answer gets the common choice, said so.
 */
export interface ClarifyRule {
  slot: string;
  /** `names` is true when the question names a category or brand of the catalog. */
  applies: (question: string, names: boolean) => boolean;
  question: string;
  plan: string;
  chips: string[];
}

/** Places a vague ask names (想买点厨房用的), with the categories offered as chips. */
const VAGUE_AREAS: Array<[area: string, pattern: RegExp, chips: string[]]> = [
  ['厨房', /厨房(?:里)?(?:用的|用品|的东西|电器|小家电)/, ['电饭煲', '空气炸锅', '破壁机', '电热水壶']],
  ['家里', /(?:家里|家用|居家)(?:用的|的东西|用品|的)|搬新?家|新房|乔迁/, ['扫地机器人', '空气净化器', '加湿器', '收纳箱']],
  ['宿舍', /宿舍(?:里)?(?:用的|的东西|用品)/, ['台灯', '电热水壶', '收纳箱', '插线板']],
  ['办公室', /办公室?(?:里)?(?:用的|的东西|用品)/, ['人体工学椅', '机械键盘', '显示器', '保温杯']],
  ['户外', /户外(?:用的|的东西|用品|装备)/, ['帐篷', '冲锋衣', '登山鞋', '保温杯']],
  ['车上', /车(?:上|里)(?:用的|的东西|用品)/, ['行车记录仪', '车载充电器', '车载吸尘器', '汽车坐垫']],
  ['宝宝', /(?:宝宝|婴儿|新生儿)(?:用的|的东西|用品)/, ['纸尿裤', '婴儿奶粉', '婴儿推车', '奶瓶']],
];

const HAS_BUDGET = /\d|[一二两三四五六七八九十百千万]+\s*(?:元|块)|预算|以内|左右|便宜|贵/;

export const CLARIFY_RULES: ClarifyRule[] = [
  {
    slot: 'gift_recipient',
    // 推荐个礼物 / 送什么礼物好: no one named, no occasion, no budget.
    applies: (q) =>
      /礼物|礼品|送礼|送人|送什么/.test(q) &&
      !/送(?:给)?\S|给\S{1,4}(?:的|买)|女|男|爸|妈|父|母|孩|宝|朋友|同事|老师|领导|客户|长辈|老人|生日|节|纪念/.test(
        q.replace(/送礼|送人|送什么/g, ''),
      ) &&
      !HAS_BUDGET.test(q),
    question: '想送给谁？预算大概多少？告诉我这两点，我挑得更准。',
    plan: '用户只说要礼物，没说送谁、什么场合、预算多少，直接推荐容易不合适。先问一个问题，给出常见选项。',
    chips: ['送女朋友的生日礼物，500元左右', '送父母的礼物，1000元以内', '送同事的小礼物，200元以内', '送孩子的礼物，300元以内'],
  },
  {
    slot: 'computer_kind',
    // 买个电脑 / 推荐台电脑: 电脑 alone covers laptops, gaming laptops and desktops (电脑椅 is a chair).
    applies: (q) =>
      /电脑(?!椅|包|桌|屏|显示|支架|音|配件|眼镜)/.test(q) &&
      !/笔记本|台式|游戏|轻薄|一体机|主机|mac|办公|学生|设计|编程|剪辑|平板/i.test(q) &&
      !HAS_BUDGET.test(q) &&
      q.length <= 12,
    question: '想要哪种电脑？主要做什么用、预算多少？',
    plan: '「电脑」包括轻薄本、游戏本和台式机，用户没说用途和预算。先问一个问题，给出常见选项。',
    chips: [
      '学生用的轻薄本，5000元左右',
      '办公用的笔记本电脑，4000元以内',
      '打游戏的游戏本，8000元以内',
      '家用台式电脑，5000元以内',
    ],
  },
  ...VAGUE_AREAS.map(([area, pattern, chips]): ClarifyRule => ({
    slot: `area_${area}`,
    // 想买点厨房用的 / 家里用的东西推荐 / 给家里添点东西: a place, no category, no brand.
    applies: (q, names) =>
      !names && (pattern.test(q) || new RegExp(`(?:给|为|往)${area}(?:里)?(?:添置|添|买|置办|备)点`).test(q)),
    question: `${area}用的东西不少，你想买哪一类？预算大概多少？`,
    plan: `用户只说想买${area}用的，没说具体品类，直接推荐容易不对路。先问一个问题，给出常见的几类。`,
    chips,
  })),
  {
    slot: 'anything',
    // 有什么好东西推荐 / 不知道买什么: nothing to go on at all.
    applies: (q, names) =>
      !names &&
      /有(?:什么|啥)(?:好东西|好物|值得买的|推荐的?)|(?:推荐|来)(?:点|些)(?:东西|好物|啥|好东西|好用的)|推荐(?:点|些)?好用的|不知道买(?:什么|啥)|生活用品|日用品|好玩的|实用的|值得(?:买|入手)的|随便(?:推荐|买|来)|买点(?:东西|什么|啥)|买(?:点)?啥好|换个?新东西|^(?:我?想|要)?(?:买|换|看)(?:点|个|些)?(?:数码产品|电子产品|数码|电器|家电)(?:吧|呢|[?？。!！])?$/.test(
        q,
      ),
    question: '想买哪一类东西？告诉我品类和预算，我来帮你挑。',
    plan: '用户没说想买什么，先问品类和预算，给出常见选项。',
    chips: ['2000元以内的降噪耳机', '适合送父母的按摩仪', '学生党用的笔记本电脑', '500元以内的空气炸锅'],
  },
];

/** The rule a question needs asked, unless its slot was asked just before. */
export function clarifyRuleFor(
  question: string,
  previousAsked: string | null,
  names = false,
  /** The slot to ask about whatever the words (a question with nothing of the catalog in it). */
  slot?: string,
): ClarifyRule | null {
  return CLARIFY_RULES.find((r) => r.slot !== previousAsked && (slot ? r.slot === slot : r.applies(question, names))) ?? null;
}

/** The slot a question would need, even when it was just asked (the answer says what it assumed). */
export const vagueSlot = (question: string, names = false): string | null =>
  CLARIFY_RULES.find((r) => r.applies(question, names))?.slot ?? null;

export async function* askToClarify(x: FlowContext, rule: ClarifyRule): AsyncGenerator<AssistantEvent> {
  yield* thinking(x, rule.plan);
  yield* streamed('answer', rule.question);
  x.state.asked = rule.slot;
  yield* closing({ button_type: 0, buttons: rule.chips.map(promptButton) }, rule.chips);
}
