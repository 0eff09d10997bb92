import { describe, expect, it } from 'vitest';
import { streamEventSchema } from '@app/protocol/chat';
import { plainStreamEvent } from './plain-frame';
import { parseFrame } from './sse';

const frame = (content: unknown, rest: Record<string, unknown> = {}) => ({ status: 'answer', content, next_step: null, ...rest });

/** What parseFrame answered before the fast path: the schema's verdict and first reason. */
function schemaVerdict(json: unknown) {
  const parsed = streamEventSchema.safeParse(json);
  return parsed.success ? { frame: parsed.data } : { invalid: parsed.error.issues[0]?.message ?? 'invalid frame' };
}

/** [case, parsed payload, taken by the fast path]. */
const FRAMES: Array<[string, unknown, boolean]> = [
  ['answer delta with ids', frame({ content: '你好', question_id: 'q1' }), true],
  ['empty content', frame({}), true],
  ['empty text', frame({ content: '' }), true],
  ['reasoning', { status: 'plan', content: { reasoning_content: '想', question_id: 'q1' }, next_step: null }, true],
  ['finish', { status: 'finish', content: { question_id: 'q1' }, next_step: null }, true],
  ['suggestion', frame({ content: '' }, { next_step: '再问' }), true],
  ['suggestions', frame({ content: '' }, { next_step: ['再问', '还有'] }), true],
  ['no suggestions', frame({}, { next_step: [] }), true],
  ['every plain field', frame({ session_id: 's', zhipu_command: 'c', error_type: 'e', answer_type: 'a', error_msg: 'm' }), true],
  ['chunk type 1', frame({ chunk_type: 1 }), true],
  ['chunk type 5', frame({ chunk_type: 5 }), true],
  ['think time', frame({ think_ms: 1234.5 }), true],
  // Fields the fast path leaves to the schema, valid or not.
  ['a card', frame({ card: { name: 'x' } }), false],
  ['buttons', frame({ buttons: [] }), false],
  ['error code', frame({ error_code: 500, error_msg: '失败' }), false],
  ['an unknown content field', frame({ content: 'a', extra: 1 }), false],
  ['an unknown top-level field', frame({ content: 'a' }, { extra: 1 }), false],
  ['__proto__ in content', JSON.parse('{"status":"answer","content":{"__proto__":{"x":1}},"next_step":null}'), false],
  ['constructor in content', frame({ constructor: 'x' }), false],
  ['__proto__ at the top', JSON.parse('{"status":"answer","content":{},"next_step":null,"__proto__":1}'), false],
  // Invalid: the fast path declines, the schema rejects as before.
  ['unknown status', { status: 'bogus', content: {}, next_step: null }, false],
  ['status not a string', { status: 1, content: {}, next_step: null }, false],
  ['no status', { content: {}, next_step: null }, false],
  ['no content', { status: 'answer', next_step: null }, false],
  ['no next_step', { status: 'answer', content: {} }, false],
  ['next_step undefined', { status: 'answer', content: {}, next_step: undefined }, false],
  ['content null', frame(null), false],
  ['content a string', frame('你好'), false],
  ['content an array', frame([]), false],
  ['text a number', frame({ content: 1 }), false],
  ['text null', frame({ content: null }), false],
  ['question id a number', frame({ question_id: 1 }), false],
  ['reasoning an object', frame({ reasoning_content: {} }), false],
  ['chunk type 0', frame({ chunk_type: 0 }), false],
  ['chunk type 6', frame({ chunk_type: 6 }), false],
  ['chunk type 1.5', frame({ chunk_type: 1.5 }), false],
  ['chunk type a string', frame({ chunk_type: '1' }), false],
  ['think time a string', frame({ think_ms: '1' }), false],
  ['next_step a number', frame({}, { next_step: 1 }), false],
  ['next_step an object', frame({}, { next_step: {} }), false],
  ['next_step with a number', frame({}, { next_step: ['a', 1] }), false],
  ['an array', [], false],
  ['null', null, false],
  ['a string', 'answer', false],
  ['a number', 1, false],
];

/** Every plain field with values of every JSON type, so each field's rule meets the schema's. */
const FIELDS = ['question_id', 'session_id', 'content', 'reasoning_content', 'zhipu_command', 'error_type', 'answer_type'];
const VALUES: unknown[] = ['', 'x', 0, 1, 3, 5, 6, -1, 2.5, 1e300, true, false, null, [], ['x'], {}];
const FIELD_FRAMES = [...FIELDS, 'error_msg', 'chunk_type', 'think_ms'].flatMap((field) =>
  VALUES.map((value) => [`${field}: ${JSON.stringify(value)}`, frame({ [field]: value })] as const),
);

describe('plain frames (fast path) and the stream schema agree', () => {
  it.each(FRAMES)('%s', (_name, json, fast) => {
    const plain = plainStreamEvent(json);
    expect(plain !== null).toBe(fast);
    if (plain) expect(streamEventSchema.parse(json)).toEqual(plain);
    const data = JSON.stringify(json);
    expect(parseFrame(data)).toEqual(schemaVerdict(JSON.parse(data)));
  });

  it.each(FIELD_FRAMES)('%s', (_name, json) => {
    const plain = plainStreamEvent(json);
    const verdict = schemaVerdict(json);
    // The fast path accepts exactly what the schema accepts for these fields, and returns the same frame.
    expect(plain !== null).toBe('frame' in verdict);
    if (plain) expect({ frame: plain }).toEqual(verdict);
    expect(parseFrame(JSON.stringify(json))).toEqual(verdict);
  });
});
