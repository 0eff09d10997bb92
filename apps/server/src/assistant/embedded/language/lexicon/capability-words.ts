import type { Phrase } from './phrase';

/**
 * Asking what the assistant can do (decision 051): 你都能帮我干点啥, 你可以帮我做些什么, 你还会干嘛,
 * 这个助手能干啥. Answered with what it does, never with products. Slots: who, a modal, for me,
 * the doing, what. A new wording is one string in its slot.
 */
export const CAPABILITY_ASKS: readonly Phrase[] = [
  [
    ['你', '您', '这个助手', '助手', '小助手', '你这个'],
    ['', '都', '还', '到底', '一般'],
    ['能', '可以', '会', '能够', '擅长'],
    ['', '帮我', '帮', '给我', '为我', '替我', '帮忙', '帮我们'],
    ['', '干', '做', '弄', '搞', '处理', '查'],
    ['', '点', '些', '一些'],
    ['啥', '什么', '哪些', '嘛', '什么事', '啥事', '哪些事', '些啥'],
  ],
  [
    ['你', '您'],
    ['', '都'],
    ['有', '有些'],
    ['什么', '啥', '哪些'],
    ['功能', '本事', '用处', '用'],
  ],
];
