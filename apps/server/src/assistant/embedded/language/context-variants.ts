import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { Need } from '#server/ports/conversation-state';
import { CONTEXT_CANCELS, CONTEXT_VARIANTS, CONTEXTS, type ContextName } from './lexicon/context-variants';

/** The contexts the question says itself (给猫, 车上用), in the order of `CONTEXTS`. */
function saidContexts(question: string): ContextName[] {
  return (Object.keys(CONTEXTS) as ContextName[]).filter((name) => CONTEXTS[name].said.some((w) => question.includes(w)));
}

/** The contexts the conversation's need holds (猫砂 → cat, pet). */
function heldContexts(need: Need | null): ContextName[] {
  if (!need) return [];
  return (Object.keys(CONTEXTS) as ContextName[]).filter((name) =>
    CONTEXTS[name].categories.some((id) => need.categoryIds.includes(id)),
  );
}

/** Is the word at `at` part of a longer category word of the question (宠物饮水机 holds 饮水机)? */
function insideLonger(question: string, at: number, word: string, terms: string[]): boolean {
  return terms.some((t) => {
    if (t.length <= word.length) return false;
    for (let i = question.indexOf(t); i >= 0; i = question.indexOf(t, i + 1))
      if (i <= at && at + word.length <= i + t.length) return true;
    return false;
  });
}

/**
 * 饮水机 after cat litter, 给我家狗买点吃的, 车上用的吸尘器 (decision 065): a generic word, in a
 * context the question says or (when it says none) the conversation's need holds, is rewritten
 * as its variant's category word, once per turn before the turn is read. A word already inside a
 * longer category word, or a question that brings the thing home (家用的饮水机), is left as said.
 */
export function withContextVariants(question: string, vocabulary: Vocabulary, need: Need | null): string {
  if (CONTEXT_CANCELS.some((w) => question.includes(w))) return question;
  const said = saidContexts(question);
  const contexts = said.length ? said : heldContexts(need);
  if (!contexts.length) return question;
  const terms = vocabulary.matchCategories(question).terms;
  let out = question;
  for (const row of CONTEXT_VARIANTS) {
    if (!contexts.includes(row.context)) continue;
    for (const word of [...row.words].sort((a, b) => b.length - a.length)) {
      const at = out.indexOf(word);
      if (at < 0 || insideLonger(out, at, word, terms) || out.includes(row.as)) continue;
      out = `${out.slice(0, at)}${row.as}${out.slice(at + word.length)}`;
    }
  }
  return out;
}
