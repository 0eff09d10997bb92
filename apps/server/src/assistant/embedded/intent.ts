import { findRisk } from './risk-rules';

/**
 * What the user wants, decided by ordered rules: the first match wins. Shopping is the default,
 * because almost everything users type here is a product question.
 */
export type Intent = 'empty' | 'risk' | 'product' | 'image' | 'identity' | 'capability' | 'greeting' | 'thanks' | 'shopping';

export interface IntentInput {
  question: string;
  hasImage: boolean;
  hasVoice: boolean;
  /** A product card the question is about resolved to a catalog product. */
  hasProduct: boolean;
}

const RULES: Array<{ intent: Intent; test: (q: string, input: IntentInput) => boolean }> = [
  { intent: 'empty', test: (q, i) => q === '' && !i.hasImage && !i.hasVoice && !i.hasProduct },
  { intent: 'risk', test: (q) => findRisk(q) !== null },
  { intent: 'product', test: (_q, i) => i.hasProduct },
  { intent: 'image', test: (q, i) => q === '' && i.hasImage },
  { intent: 'identity', test: (q) => /你是谁|你叫什么|你是什么|介绍一下你自己|你是机器人吗|你是ai吗/i.test(q) },
  {
    intent: 'capability',
    test: (q) => /你能做什么|你会什么|你能干什么|你可以做什么|有什么功能|怎么用你|怎么使用|^帮助$|^help$/i.test(q),
  },
  { intent: 'greeting', test: (q) => /^(你好|您好|hi|hello|hey|嗨|哈喽|在吗|早上好|晚上好)[\s!！。.~～呀啊]*$/i.test(q) },
  { intent: 'thanks', test: (q) => /^(谢谢|多谢|感谢|thanks|thank you|thx|好的谢谢|辛苦了)[\s!！。.~～你啦]*$/i.test(q) },
  { intent: 'shopping', test: () => true },
];

export function detectIntent(input: IntentInput): Intent {
  const q = input.question.trim();
  return RULES.find((r) => r.test(q, input))!.intent;
}
