import { describe, expect, it } from 'vitest';
import {
  answerStatusToStatus,
  assessName,
  buttonTypeMeaning,
  chunkTypeMeaning,
  cloudRunPhase,
  isStreamEnd,
  riskReviewToStatus,
  streamEventToStatus,
} from './status';

describe('stream event → status (spec 4)', () => {
  it.each([
    ['plan', 'v2', 'thinking'],
    ['reflection', 'v2', 'thinking'],
    ['answer_before_load', 'v2', 'thinkend'],
    ['search', 'v2', 'searching'],
    ['search_result', 'v2', 'searched'],
    ['zhipu_glm_command', 'v2', 'glm_command'],
    ['answer', 'v2', 'outputting'],
    ['cards_load', 'v2', 'searching_product_card'],
    ['cards_load', 'v1', 'finish'],
    ['finish', 'v2', 'finish'],
    ['risk', 'v2', 'error'],
    ['empty', 'v2', 'idle'],
    ['something_else', 'v2', 'finish'],
  ] as const)('%s (%s) → %s', (event, version, status) => {
    expect(streamEventToStatus(event, version)).toBe(status);
  });
});

describe('history answer_status (v2)', () => {
  it.each([
    [0, 'outputting'],
    [1, 'finish'],
    [2, 'error'],
    [3, 'cancel'],
    [21, 'error'],
    [7, 'finish'],
    [null, 'finish'],
  ] as const)('%s → %s', (value, status) => {
    expect(answerStatusToStatus(value)).toBe(status);
  });
});

describe('history risk_review_status (v1)', () => {
  it.each([
    [0, 'outputting', false],
    [2, 'error', false],
    [3, 'error', true],
    [1, 'finish', false],
    [undefined, 'finish', false],
  ] as const)('%s → %s (stopped %s)', (value, status, stopped) => {
    expect(riskReviewToStatus(value)).toEqual({ status, stopped });
  });
});

describe('chunk, button and assess tables', () => {
  it.each([
    [1, 'stream_content'],
    [2, 'full_content'],
    [3, 'searched_data'],
    [4, 'searching_data'],
    [5, 'product_card'],
    [6, undefined],
  ] as const)('chunk %s → %s', (v, m) => expect(chunkTypeMeaning(v)).toBe(m));

  it.each([
    [0, 'prompt'],
    [1, 'add_to_wishlist'],
    [2, 'auth'],
    [3, 'flight_page'],
    [4, 'cloud_phone_order'],
    [5, 'cloud_phone_auth'],
    [6, 'flight_order_detail'],
    [7, undefined],
  ] as const)('button %s → %s', (v, m) => expect(buttonTypeMeaning(v)).toBe(m));

  it.each([
    [0, 'cancel'],
    [1, 'like'],
    [2, 'dislike'],
    [null, 'cancel'],
  ] as const)('assess %s → %s', (v, m) => expect(assessName(v)).toBe(m));
});

describe('stream end and cloud run_state', () => {
  it.each([
    ['finish', undefined, true],
    ['outputting', 'data: [DONE]', true],
    ['outputting', '{"content":"x"}', false],
  ] as const)('isStreamEnd(%s, %s) = %s', (s, raw, end) => expect(isStreamEnd(s, raw)).toBe(end));

  it.each([
    [0, 'ongoing'],
    [2, 'ongoing'],
    [3, 'finished'],
    [4, 'failed'],
  ] as const)('run_state %s → %s', (v, phase) => expect(cloudRunPhase(v)).toBe(phase));
});
