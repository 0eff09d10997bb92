import { partOf, withPart } from '@app/protocol/answer';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { StreamEventV1Frame } from '@app/protocol/chat-v1';
import { inStreamErrorText } from '@app/protocol/errors';
import { chunkTypeMeaning, riskReviewToStatus, type ChunkMeaning } from '@app/protocol/status';
import type { RobotMessage } from '../model';
import { applyStreamFrame } from '../stream-reducer';

type V1Content = StreamEventV1Frame['content'];
type ChunkReducer = (message: RobotMessage, frame: StreamEventFrame, content: V1Content) => RobotMessage;

/** The fields every v1 event shares with v2 (status via the v1 table, reasoning, search, buttons). */
const common = (message: RobotMessage, frame: StreamEventFrame): RobotMessage => applyStreamFrame(message, frame, 'v1');

/** The same event without its answer text, for chunks whose text is not appended. */
const withoutText = (frame: StreamEventFrame): StreamEventFrame => ({
  ...frame,
  content: { ...frame.content, content: undefined },
});

/**
 * A closing event after a stop or a failed review carries risk_review_status (spec section 4,
 * v1 table): 3 means the answer was stopped, 2 that it failed.
 */
function closing(message: RobotMessage, content: V1Content): RobotMessage {
  if (content.risk_review_status === undefined) return message;
  const { status, stopped } = riskReviewToStatus(content.risk_review_status);
  if (stopped) return { ...message, status: 'cancel' };
  if (status === 'error')
    return {
      ...message,
      status: 'error',
      errorType: 'generation',
      errorText: inStreamErrorText(content.risk_review_msg),
    };
  return message;
}

/** Stream chunk types (v1) of spec section 4: what each does to the answer. */
export const CHUNK_REDUCERS: Record<ChunkMeaning, ChunkReducer> = {
  /** Appended text or reasoning, and the closing event. */
  stream_content: (m, frame, c) => closing(common(m, frame), c),
  /** The whole answer, sent once before `finish`: it replaces what was appended. */
  full_content: (m, frame, c) => ({ ...common(m, withoutText(frame)), content: c.content ?? m.content }),
  /** Search results (`search_result`), shown as the sources. */
  searched_data: (m, frame) => common(m, frame),
  /** Searching (`search`): the searching status. */
  searching_data: (m, frame) => common(m, frame),
  /** One product card, added after the ones before it. */
  product_card: (m, frame, c) => {
    const next = common(m, withoutText(frame));
    if (!c.card) return next;
    const cards = [...(partOf(next.parts, 'products')?.cards ?? []), c.card];
    return { ...next, parts: withPart(next.parts, { type: 'products', layout: 'list', cards }) };
  },
};

/**
 * Folds one v1 stream event into an answer by its chunk type (the v1 stream reader validated it
 * against the v1 frame schema, so `chunk_type` is 1-5). An unknown type is treated as stream
 * content, as the server sends everything that is not search data or a card.
 */
export function applyStreamFrameV1(message: RobotMessage, frame: StreamEventFrame): RobotMessage {
  const content = frame.content as V1Content;
  const reduce = CHUNK_REDUCERS[chunkTypeMeaning(content.chunk_type) ?? 'stream_content'];
  return reduce(message, frame, content);
}
