/**
 * Words of a clause that asks for something (language/context-clauses.ts): in a long message the
 * categories of these clauses are the need, those of the story around them are not.
 */
export const ASKING_WORDS: readonly string[] = [
  ...['买', '想要', '要个', '要一', '推荐', '想换', '换个', '换一', '想试试', '试试', '入手', '入个', '挑', '选'],
  ...['求', '找个', '找一', '来个', '来一', '准备', '添个', '添置', '考虑', '看看', '有没有', '有啥', '有什么'],
];
