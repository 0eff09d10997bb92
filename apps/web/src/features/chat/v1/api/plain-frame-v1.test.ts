import { describe, expect, it } from 'vitest';
import type { StreamEventFrame } from '@app/protocol/chat';
import { streamEventV1Schema } from '@app/protocol/chat-v1';
import { plainStreamEventV1 } from './plain-frame-v1';

const frame = (content: Record<string, unknown>, status = 'answer'): StreamEventFrame =>
  ({ status, content, next_step: null }) as StreamEventFrame;

/** [case, frame, taken by the fast path]. */
const FRAMES: Array<[string, StreamEventFrame, boolean]> = [
  ['answer text', frame({ content: '你好', session_id: 's1', chunk_type: 2, question_id: 'q1' }), true],
  ['reasoning', frame({ reasoning_content: '想', session_id: 's1', chunk_type: 1 }, 'plan'), true],
  ['chunk type 5', frame({ session_id: 's1', chunk_type: 5 }), true],
  ['no session', frame({ content: '你好', chunk_type: 2 }), false],
  ['session not text', frame({ session_id: 7, chunk_type: 2 }), false],
  ['no chunk type', frame({ session_id: 's1' }), false],
  ['chunk type 0', frame({ session_id: 's1', chunk_type: 0 }), false],
  ['chunk type 6', frame({ session_id: 's1', chunk_type: 6 }), false],
  ['chunk type 2.5', frame({ session_id: 's1', chunk_type: 2.5 }), false],
  ['risk review fields', frame({ session_id: 's1', chunk_type: 2, risk_review_status: 1, risk_review_msg: '审核中' }), false],
  ['a card', frame({ session_id: 's1', chunk_type: 5, card: { name: 'x' } }), false],
];

describe('plainStreamEventV1', () => {
  it.each(FRAMES)('%s', (_, input, fast) => {
    const taken = plainStreamEventV1(input);
    expect(taken !== null).toBe(fast);
    // Whenever the fast path takes a frame, the schema takes it too, and as the same frame.
    if (taken) expect(streamEventV1Schema.parse(input)).toEqual(taken);
  });
});
