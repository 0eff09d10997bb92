import type { CatalogProduct, CatalogService } from '#server/modules/catalog/service';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { ConversationState } from '#server/ports/conversation-state';
import type { Intent } from '../language/intent';
import type { Refinement } from './refine';

/** What a follow-up kind is given: the question, what the intent rules alone say, and the state. */
export interface FollowUpInput {
  question: string;
  /** The intent the rules give the question on its own. */
  intent: Intent;
  state: ConversationState;
  vocabulary: Vocabulary;
  catalog: CatalogService;
  /** A product card came with the question (it decides what "it" is). */
  hasProduct: boolean;
  now: number;
}

/** How a follow-up reads: the intent that answers it, and what it resolved from the state. */
export interface FollowUpReading {
  kind: string;
  intent: Intent;
  /** The question as the flow should read it (后天的呢 → 后天北京飞上海的机票). */
  question?: string;
  /** Products the question points at, in its order (第一款和第三款). */
  refs?: CatalogProduct[];
  /** The shopping need after a refinement. */
  refinement?: Refinement;
  /** What is missing to answer (a reference with nothing shown before). */
  missing?: string;
}

export interface FollowUpKind {
  name: string;
  read(input: FollowUpInput): Promise<FollowUpReading | null> | FollowUpReading | null;
}

const KINDS: FollowUpKind[] = [];

/** Each follow-up kind registers itself when its file loads (index.ts loads them in order). */
export function registerFollowUp(kind: FollowUpKind): FollowUpKind {
  if (!KINDS.some((k) => k.name === kind.name)) KINDS.push(kind);
  return kind;
}

/** The first kind that reads the question as a follow-up, or null (a question on its own). */
export async function readFollowUp(input: FollowUpInput): Promise<FollowUpReading | null> {
  for (const kind of KINDS) {
    const reading = await kind.read(input);
    if (reading) return reading;
  }
  return null;
}
