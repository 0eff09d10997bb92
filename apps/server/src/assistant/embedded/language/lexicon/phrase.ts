/**
 * Phrase rows as data: a phrase is a sequence of slots, each slot the words that may stand there
 * ('' makes a slot optional). 有(什么|啥)(好东西|好物) is `[['有'], ['什么', '啥'], ['好东西', '好物']]`.
 */
export type Phrase = ReadonlyArray<readonly string[]>;
