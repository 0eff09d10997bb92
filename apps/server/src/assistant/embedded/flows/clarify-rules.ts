import type { AssistantEvent } from '../../engine';
import { closing, streamed, thinking, type FlowContext } from '../events';
import { promptButton } from '../render/follow-ups';

/**
 * Asks too vague to answer well (推荐个礼物, 买个电脑): one short question with answer chips
 * (button_type 0) instead of a silent guess. Each rule names the slot it asks about; the same
 * slot is never asked twice in a row — a second vague answer gets the common choice, said so.
 */
export interface ClarifyRule {
  slot: string;
  applies: (question: string) => boolean;
  question: string;
  plan: string;
  chips: string[];
}

const HAS_BUDGET = /\d|[一二两三四五六七八九十百千万]+\s*(?:元|块)|预算|以内|左右|便宜|贵/;

export const CLARIFY_RULES: ClarifyRule[] = [
  {
    slot: 'gift_recipient',
    // 推荐个礼物 / 送什么礼物好: no one named, no occasion, no budget.
    applies: (q) =>
      /礼物|礼品|送礼/.test(q) &&
      !/送(?:给)?\S|给\S{1,4}(?:的|买)|女|男|爸|妈|父|母|孩|宝|朋友|同事|老师|领导|客户|长辈|老人|生日|节|纪念/.test(
        q.replace(/送礼/, ''),
      ) &&
      !HAS_BUDGET.test(q),
    question: '想送给谁？预算大概多少？告诉我这两点，我挑得更准。',
    plan: '用户只说要礼物，没说送谁、什么场合、预算多少，直接推荐容易不合适。先问一个问题，给出常见选项。',
    chips: ['送女朋友的生日礼物，500元左右', '送父母的礼物，1000元以内', '送同事的小礼物，200元以内', '送孩子的礼物，300元以内'],
  },
  {
    slot: 'computer_kind',
    // 买个电脑 / 推荐台电脑: 电脑 alone covers laptops, gaming laptops and desktops.
    applies: (q) =>
      /电脑/.test(q) &&
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
];

/** The rule a question needs asked, unless its slot was asked just before. */
export function clarifyRuleFor(question: string, previousAsked: string | null): ClarifyRule | null {
  return CLARIFY_RULES.find((r) => r.slot !== previousAsked && r.applies(question)) ?? null;
}

/** The slot a question would need, even when it was just asked (the answer says what it assumed). */
export const vagueSlot = (question: string): string | null => CLARIFY_RULES.find((r) => r.applies(question))?.slot ?? null;

export async function* askToClarify(x: FlowContext, rule: ClarifyRule): AsyncGenerator<AssistantEvent> {
  yield* thinking(x, rule.plan);
  yield* streamed('answer', rule.question);
  x.state.asked = rule.slot;
  yield* closing({ button_type: 0, buttons: rule.chips.map(promptButton) }, rule.chips);
}
