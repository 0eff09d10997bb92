import { ANSWER_STATUS, CLIENT_ERROR_TEXT, formatEventId, type StreamContent, type WireButton } from '@app/protocol';
import type { AssistantEvent } from '../../ports/assistant-engine';
import type { AnswerSource, StoredCards } from './answer-state';
import type { EventShaper, RunListener, RunSource } from './chat-run';
import type { QuestionRow } from './repository';
import { decodeStreamMarks } from './stream-marks';

const parse = <T>(json: string | null, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The event that closes a stored answer, by its status (what the live run sent last). */
function closingEvent(row: QuestionRow): AssistantEvent {
  const finish = (content: StreamContent): AssistantEvent => ({ status: 'finish', content, next_step: null });
  switch (row.answer_status) {
    case ANSWER_STATUS.finished:
      return { status: 'finish', content: {}, next_step: parse<string[] | null>(row.next_step, null) };
    case ANSWER_STATUS.cancelled:
      return finish({
        answer_status: ANSWER_STATUS.cancelled,
        answer_status_msg: row.answer_status_msg || CLIENT_ERROR_TEXT.stopped,
      });
    case ANSWER_STATUS.riskFailure:
      return { status: 'risk', content: { content: '', error_type: 'risk', error_msg: row.answer_status_msg }, next_step: null };
    case ANSWER_STATUS.error:
      return finish({
        error_code: row.answer_status_msg === CLIENT_ERROR_TEXT.streamInterrupted ? 503 : 500,
        error_msg: row.answer_status_msg || CLIENT_ERROR_TEXT.streamGenerationError,
      });
    default:
      // Still "outputting" with no run to follow: its instance is gone, the sweep will say so.
      return finish({ error_code: 503, error_msg: CLIENT_ERROR_TEXT.streamInterrupted });
  }
}

/** The cards and buttons of a stored answer as one event; null when it has none. */
function extrasEvent(row: QuestionRow): AssistantEvent | null {
  const cards = parse<Partial<StoredCards>>(row.cards, {});
  const buttons = parse<WireButton[]>(row.buttons, []);
  const content: StreamContent = {};
  if (cards.product_cards?.length) content.product_cards = cards.product_cards;
  if (cards.multi_cards?.length) content.multi_cards = cards.multi_cards;
  if (cards.wish_select_cards?.length) content.wish_select_cards = cards.wish_select_cards;
  if (cards.flight_cards?.length) content.flight_cards = cards.flight_cards;
  if (cards.wish_list?.length) content.wish_cards = cards.wish_list;
  if (cards.comparison) content.comparison = cards.comparison;
  if (cards.cloud_mobile_task) content.cloud_mobile_task = cards.cloud_mobile_task;
  if (buttons.length > 0) content.buttons = buttons;
  if (row.button_type !== null) content.button_type = row.button_type;
  if (Object.keys(content).length === 0) return null;
  return { status: 'cards_load', content, next_step: null };
}

/**
 * A finished (or orphaned) answer streamed from the database after a `Last-Event-ID` (issue 13):
 * the reasoning and answer text the client does not have yet (by the stream marks stored with
 * the answer), the search results if the answer had not started, the cards and buttons, and the
 * closing event. Each event carries the id of the original event by which the client would have
 * had it, so a later resume from any of these ids continues exactly. An answer stored without
 * marks (before them, or cut by a crash) replays whole from the start, or just closes.
 */
export function storedReplay(row: QuestionRow, makeShaper?: () => EventShaper): RunSource {
  return {
    subscribe(afterSeq: number, listener: RunListener) {
      for (const f of storedFrames(row, afterSeq, makeShaper)) listener.event(f.id, f.data);
      listener.end();
      return () => {};
    },
  };
}

/**
 * The frames after `afterSeq` of a stored answer (see storedReplay). Ids strictly rise and each
 * is the original event after which the client would hold exactly what it holds once it has
 * that frame: the rest of the reasoning takes the id of the event that ended the reasoning, the
 * search results the id just before the answer began, the rest of the answer the id of the event
 * that completed it, the cards the id before the closing events, and the closing events the last
 * ids. Ids are given from the end back (an event shaped into several frames, as v1's closing
 * is, takes consecutive ids), and a frame whose id the client has already passed is left out, so
 * a resume cut between any two of these frames gets exactly the rest.
 */
export function storedFrames(
  row: QuestionRow,
  afterSeq: number,
  makeShaper?: () => EventShaper,
): Array<{ id: string; data: string }> {
  const marks = decodeStreamMarks(row.stream_marks);
  const total = marks?.length ?? 0;
  const from = afterSeq > 0 ? marks?.[Math.min(afterSeq, total) - 1] : { answer: 0, reason: 0 };
  const planned: Array<{ event: AssistantEvent; at: number }> = [];
  const firstReaching = (key: 'answer' | 'reason', length: number) => {
    const i = marks?.findIndex((m) => m[key] >= length) ?? -1;
    return i < 0 ? total : i + 1;
  };

  if (marks && afterSeq >= total) {
    // The client has every event already.
  } else if (!from) {
    // Marks unknown past the start: the client keeps its text and gets the closing event.
    planned.push({ event: closingEvent(row), at: afterSeq + 1 });
  } else {
    const reason = row.answer_reason.slice(from.reason);
    const thinkMs = row.think_ms !== null ? { think_ms: row.think_ms } : {};
    if (reason)
      planned.push({
        event: { status: 'plan', content: { reasoning_content: reason, ...thinkMs }, next_step: null },
        at: firstReaching('reason', row.answer_reason.length),
      });
    const source = parse<Partial<AnswerSource>>(row.answer_source, {});
    // The search results came after the reasoning and before the first answer text.
    const searchAt = (row.answer ? firstReaching('answer', 1) : total) - 1;
    if (source.search_result && (marks ? afterSeq < searchAt : from.answer === 0))
      planned.push({
        event: { status: 'search_result', content: { search_result: source.search_result }, next_step: null },
        at: searchAt,
      });
    const answer = row.answer.slice(from.answer);
    if (answer)
      planned.push({
        event: { status: 'answer', content: { content: answer }, next_step: null },
        at: firstReaching('answer', row.answer.length),
      });
    const extras = extrasEvent(row);
    if (extras) planned.push({ event: extras, at: total - 1 });
    planned.push({ event: closingEvent(row), at: total });
  }

  const shape = makeShaper ? primed(makeShaper(), row.answer.slice(0, from ? from.answer : undefined)) : asIs;
  const shaped = planned.map(({ event, at }) => ({ frames: shape(event), at }));
  // Without marks nothing says where the client stands: ids simply follow its last one.
  const ids: number[][] = marks ? idsFromTheEnd(shaped) : idsInOrder(shaped, afterSeq);
  const frames: Array<{ id: string; data: string }> = [];
  shaped.forEach(({ frames: events }, i) =>
    events.forEach((event, j) => {
      const seq = ids[i]![j]!;
      if (seq <= afterSeq) return;
      const e = frames.length === 0 && afterSeq === 0 ? { ...event, content: { question_id: row.id, ...event.content } } : event;
      frames.push({ id: formatEventId(row.id, seq), data: JSON.stringify(e) });
    }),
  );
  return frames;
}

type Shaped = Array<{ frames: AssistantEvent[]; at: number }>;

/** Each event's last frame at its place, or just before the next event's first; earlier frames before it. */
function idsFromTheEnd(shaped: Shaped): number[][] {
  const out: number[][] = [];
  let next = Infinity;
  for (let i = shaped.length - 1; i >= 0; i--) {
    const { frames, at } = shaped[i]!;
    const last = Math.min(at, next - 1);
    out[i] = frames.map((_, j) => last - (frames.length - 1 - j));
    if (frames.length > 0) next = out[i]![0]!;
  }
  return out;
}

function idsInOrder(shaped: Shaped, afterSeq: number): number[][] {
  let seq = afterSeq;
  return shaped.map(({ frames }) => frames.map(() => ++seq));
}

const asIs: EventShaper = (e) => [e];

/**
 * v1 events carry the whole answer once more before `finish` (v1-events.ts): the shaper is
 * primed with the text the client already has, so that event is whole, not just the rest.
 */
function primed(shape: EventShaper, textBefore: string): EventShaper {
  if (textBefore) shape({ status: 'answer', content: { content: textBefore }, next_step: null });
  return shape;
}
