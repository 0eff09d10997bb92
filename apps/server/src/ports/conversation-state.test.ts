import { describe, expect, it, vi } from 'vitest';
import {
  conversationStateSchema,
  emptyNeed,
  emptyState,
  readState,
  writeState,
  type ConversationState,
} from './conversation-state';

const shopping: ConversationState = {
  ...emptyState(),
  topic: 'shopping',
  need: { ...emptyNeed(), categoryIds: ['anc-headphones'], budget: { max: 2000, label: '2000元以内' } },
  shown: ['p_1', 'p_2'],
  earlier: { shown: ['p_9'], need: null },
};

describe('conversation state, written and read back', () => {
  it.each([
    ['empty', emptyState()],
    ['shopping', shopping],
    [
      'flight',
      {
        ...emptyState(),
        topic: 'flight' as const,
        flight: {
          from: '北京',
          to: '上海',
          dateWords: '明天',
          date: '2026-05-23',
          part: '晚上',
          sort: 'price' as const,
          outbound: null,
        },
      },
    ],
  ])('%s: a state this process wrote reads back as the schema reads it, without validating it again', (_name, state) => {
    const json = writeState(state);
    const safeParse = vi.spyOn(conversationStateSchema, 'safeParse');
    const read = readState(json);
    expect(safeParse).not.toHaveBeenCalled();
    safeParse.mockRestore();
    expect(read).toEqual(conversationStateSchema.parse(JSON.parse(json)));
  });

  it.each([
    // Stored before `earlier`, `values` and `variants` existed: the defaults fill them.
    [
      'an older state',
      JSON.stringify({
        topic: null,
        need: { ...emptyNeed(), values: undefined, variants: undefined },
        shown: [],
        focus: null,
        compared: [],
        flight: null,
        asked: null,
      }),
      { ...emptyState(), need: emptyNeed() },
    ],
    ['not a state', JSON.stringify({ topic: 'weather' }), null],
    ['not JSON', '{', null],
    ['nothing', null, null],
  ])('%s, stored by another process, is validated', (_name, json, expected) => {
    expect(readState(json)).toEqual(expected);
  });
});
