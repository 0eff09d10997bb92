/**
 * Phrase rows as data: a phrase is a sequence of slots, each slot the words that may stand there
 * ('' makes a slot optional). 有(什么|啥)(好东西|好物) is `[['有'], ['什么', '啥'], ['好东西', '好物']]`.
 */
export type Phrase = ReadonlyArray<readonly string[]>;

/** Every word a phrase row can read, slot by slot ('' leaves a slot out): the row spelt out. */
export const spellOut = (phrase: Phrase): string[] =>
  phrase.reduce<string[]>((heads, slot) => heads.flatMap((h) => slot.map((w) => h + w)), ['']).filter(Boolean);
