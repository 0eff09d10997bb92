import type { Expectation } from '../check';

/** One generated single question: the phrasing family it exercises and what must hold. */
export interface GeneratedSingle {
  family: string;
  question: string;
  expect: Expectation;
}

/** One generated conversation (3-5 turns) of a conversation family. */
export interface GeneratedConversation {
  family: string;
  turns: Array<[string, Expectation]>;
}
