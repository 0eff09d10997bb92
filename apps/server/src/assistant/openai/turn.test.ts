import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import { SseChunkParser } from './sse-chunks';
import { TurnReader } from './turn';

const enc = new TextEncoder();
const frame = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** Feeds `body` in pieces of `size` bytes (0: all at once) and returns the parsed chunks. */
function parse(body: string, size = 0): ChatCompletionChunk[] {
  const bytes = enc.encode(body);
  const p = new SseChunkParser();
  const out: ChatCompletionChunk[] = [];
  for (let i = 0; i < bytes.length; i += size || bytes.length) out.push(...p.push(bytes.subarray(i, i + (size || bytes.length))));
  return [...out, ...p.end()];
}
const contents = (chunks: ChatCompletionChunk[]) => chunks.map((c) => c.choices[0]?.delta.content);

describe('SseChunkParser', () => {
  const body = `: keep-alive\n\n${frame({ content: '降噪' })}${frame({ content: '耳机' })}data: [DONE]\n\n`;
  it.each([0, 1, 2, 5, 7, 64])('reads the same chunks when the body arrives in %i-byte pieces', (size) => {
    expect(contents(parse(body, size))).toEqual(['降噪', '耳机']);
  });

  it.each<[string, string, Array<string | undefined>]>([
    ['CRLF line ends', frame({ content: 'a' }).replaceAll('\n', '\r\n'), ['a']],
    ['no space after "data:"', frame({ content: 'b' }).replace('data: ', 'data:'), ['b']],
    ['a data field split over two lines', 'data: {"choices":[{"index":0,\ndata: "delta":{"content":"c"}}]}\n\n', ['c']],
    ['a last event without its blank line', frame({ content: 'd' }).trimEnd(), ['d']],
    ['anything after [DONE]', `${frame({ content: 'e' })}data: [DONE]\n\n${frame({ content: 'late' })}`, ['e']],
    ['other SSE fields and comments', `event: message\nid: 1\n: ping\n${frame({ content: 'f' })}`, ['f']],
  ])('handles %s', (_, text, expected) => {
    expect(contents(parse(text))).toEqual(expected);
  });

  it('throws on malformed JSON and on an error object inside the stream', () => {
    expect(() => parse('data: {"choices":[{"delta":\n\n')).toThrow(SyntaxError);
    expect(() => parse('data: {"error":{"message":"overloaded","type":"server_error"}}\n\n')).toThrow(OpenAI.APIError);
  });
});

describe('TurnReader', () => {
  const chunks = (text: string) => parse(text);
  let clock = 0;
  const reader = () => new TurnReader(() => (clock += 10));

  it('folds deltas read together into one event per kind, in order', () => {
    const r = reader();
    const events = r.accept(
      chunks(
        frame({ role: 'assistant', content: null, reasoning_content: '' }) +
          frame({ reasoning_content: '想' }) +
          frame({ reasoning_content: '一想' }) +
          frame({ content: '答' }) +
          frame({ content: '案' }) +
          frame({}, 'stop'),
      ),
    );
    expect(events.map((e) => [e.status, e.content.reasoning_content ?? e.content.content ?? e.content.think_ms])).toEqual([
      ['plan', '想一想'],
      ['answer_before_load', expect.any(Number)],
      ['answer', '答案'],
    ]);
    expect(r.result()).toMatchObject({ content: '答案', reasoning: '想一想', finishReason: 'stop', toolCalls: [] });
  });

  it('keeps one event per delta when deltas arrive one read at a time', () => {
    const r = reader();
    const events = [frame({ content: '一' }), frame({ content: '二' }), frame({}, 'stop')].flatMap((f) => r.accept(chunks(f)));
    expect(events.map((e) => e.content.content)).toEqual(['一', '二']);
  });

  it('joins tool-call fragments by index, names and arguments streamed in pieces', () => {
    const r = reader();
    const parts = [
      frame({ reasoning_content: '查一下' }),
      frame({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'search_', arguments: '' } }] }),
      frame({ tool_calls: [{ index: 0, function: { name: 'products', arguments: '{"query":' } }] }),
      frame({ tool_calls: [{ index: 1, type: 'function', function: { name: 'show_wishlist', arguments: '' } }] }),
      frame({ tool_calls: [{ index: 0, function: { arguments: '"耳机"}' } }] }),
      frame({}, 'tool_calls'),
    ];
    const events = parts.flatMap((f) => r.accept(chunks(f)));
    expect(events.map((e) => e.status)).toEqual(['plan', 'answer_before_load']);
    expect(r.result().toolCalls).toEqual([
      { id: 'call_a', name: 'search_products', arguments: '{"query":"耳机"}' },
      { id: 'call_1', name: 'show_wishlist', arguments: '' },
    ]);
    expect(r.result().finishReason).toBe('tool_calls');
  });

  it('a stream without a finish reason leaves it null (the engine reads that as a cut)', () => {
    const r = reader();
    r.accept(chunks(frame({ content: '半' })));
    expect(r.result().finishReason).toBeNull();
  });
});
