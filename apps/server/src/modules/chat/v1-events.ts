import { CHUNK_TYPE, chunkTypeOfEvent, type ChunkTypeValue } from '@app/protocol';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { riskReviewOf } from './answer-state';
import type { EventShaper } from './chat-run';

/**
 * The v1 stream (spec section 4, "Stream chunk types (v1)"; DESIGN 2.4), made from the same
 * assistant events as v2:
 * - every event carries `session_id` and a `chunk_type`;
 * - answer deltas are type 1, and the whole answer is sent once more as type 2 right before
 *   `finish`, so a v1 client can replace what it appended with the stored text;
 * - search is 4 and search results 3;
 * - product cards come one per event as type 5 (`card`): v1 has no `cards_load` status (its
 *   status table maps it to finished, which would end the client's stream), so they are `answer`
 *   events; the rest of a cards_load (buttons, other card kinds, next steps) follows as type 1;
 * - a stop's `answer_status` becomes v1's `risk_review_status`.
 * One shaper per run: it accumulates the answer for the full-content event.
 */
export function v1Shaper(sessionId: string): EventShaper {
  let full = '';
  const tag = (e: AssistantEvent, chunkType: ChunkTypeValue): AssistantEvent => ({
    ...e,
    content: { ...e.content, session_id: sessionId, chunk_type: chunkType },
  });

  return (e) => {
    if (e.status === 'answer') full += e.content.content ?? '';
    if (e.status === 'cards_load') return cardEvents(e).map(([event, type]) => tag(event, type));
    if (e.status === 'finish') {
      const whole: AssistantEvent = { status: 'answer', content: { content: full }, next_step: null };
      return [tag(whole, CHUNK_TYPE.fullContent), tag(withRiskReview(e), CHUNK_TYPE.streamContent)];
    }
    return [tag(e, chunkTypeOfEvent(e.status))];
  };
}

function cardEvents(e: AssistantEvent): Array<[AssistantEvent, ChunkTypeValue]> {
  const { product_cards: cards = [], ...rest } = e.content;
  const out: Array<[AssistantEvent, ChunkTypeValue]> = cards.map((card) => [
    { status: 'answer', content: { card }, next_step: null },
    CHUNK_TYPE.productCard,
  ]);
  if (Object.keys(rest).length > 0 || e.next_step !== null) {
    out.push([{ status: 'answer', content: { content: '', ...rest }, next_step: e.next_step }, CHUNK_TYPE.streamContent]);
  }
  return out;
}

/** A stop's closing event speaks v2 (answer_status); v1 clients read risk_review_status. */
function withRiskReview(e: AssistantEvent): AssistantEvent {
  const {
    answer_status: status,
    answer_status_msg: msg,
    ...rest
  } = e.content as AssistantEvent['content'] & {
    answer_status?: number;
    answer_status_msg?: string;
  };
  if (status === undefined) return e;
  return { ...e, content: { ...rest, risk_review_status: riskReviewOf(status), risk_review_msg: msg ?? '' } };
}
