import type { CatalogProduct } from '#server/modules/catalog/service';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { ConversationState } from '#server/ports/conversation-state';
import type { Intent } from '../language/intent';
import type { ListChoice, TurnContext, Words } from '../language/read-turn';
import type { Reference } from './references';
import type { Refinement } from './refine';
import type { FlightSort } from '../language/turn-words';

/** What a follow-up kind is given: the words of the turn, its intent on its own, and the state. */
export interface FollowUpInput {
  turn: Words & {
    /** The intent the rules give the question on its own. */
    intent: Intent;
    reference: { ref: Reference; list: ListChoice } | null;
    recall: boolean;
  };
  state: ConversationState;
  vocabulary: Vocabulary;
  /** Products of the state's lists, fetched before the turn was read. */
  lists: TurnContext['lists'];
  /** A product card came with the question (it decides what "it" is). */
  hasProduct: boolean;
  now: number;
}

export type FollowUpKindName =
  'product-reference' | 'product-colour' | 'flight-follow-up' | 'list-recall' | 'shopping-refinement';

/** How a follow-up reads: the intent that answers it, and what it resolved from the state. */
export interface FollowUpReading {
  kind: FollowUpKindName;
  intent: Intent;
  /** The question as the flow should read it (后天的呢 → 后天北京飞上海的机票). */
  question?: string;
  /** Products the question points at, in its order (第一款和第三款). */
  refs?: CatalogProduct[];
  /** The shopping need after a refinement. */
  refinement?: Refinement;
  /** What is missing to answer (a reference with nothing shown before). */
  missing?: string;
  /** A flight follow-up: the order kept or said, and the outbound day a return may not precede. */
  flight?: { sort: FlightSort | null; outbound: string | null };
}

export interface FollowUpKind {
  name: FollowUpKindName;
  read(input: FollowUpInput): FollowUpReading | null;
}

const KINDS: FollowUpKind[] = [];

/** Each follow-up kind registers itself when its file loads (index.ts loads them in order). */
export function registerFollowUp(kind: FollowUpKind): FollowUpKind {
  if (!KINDS.some((k) => k.name === kind.name)) KINDS.push(kind);
  return kind;
}

/** The first kind that reads the question as a follow-up, or null (a question on its own). */
export function readFollowUp(input: FollowUpInput): FollowUpReading | null {
  for (const kind of KINDS) {
    const reading = kind.read(input);
    if (reading) return reading;
  }
  return null;
}
