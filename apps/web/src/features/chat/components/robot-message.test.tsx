import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStore } from '../chat-instance';
import type { RobotMessage } from '../model';
import { AnswerPart } from '../parts/answer-part';
import { ReasoningPart } from '../parts/reasoning-part';
import { SearchPart } from '../parts/search-part';
import { renderPart, robot } from '../test/render-part';
import { StoreMessage } from './message-view';

// Every part the streaming message shows is counted: the registry memoises the counted ones.
vi.mock(import('../parts/reasoning-part'), async (load) => {
  const actual = await load();
  return { ...actual, ReasoningPart: vi.fn(actual.ReasoningPart) };
});
vi.mock(import('../parts/search-part'), async (load) => {
  const actual = await load();
  return { ...actual, SearchPart: vi.fn(actual.SearchPart) };
});
vi.mock(import('../parts/answer-part'), async (load) => {
  const actual = await load();
  return { ...actual, AnswerPart: vi.fn(actual.AnswerPart) };
});

const renders = (part: unknown) => vi.mocked(part as () => null).mock.calls.length;

function streaming(): RobotMessage {
  const message = robot({
    status: 'outputting',
    reasonStatus: 'thinkend',
    thinkMs: 2000,
    reasoningContent: '先想预算',
    parts: [
      {
        type: 'search',
        result: { keywords: [{ query: '降噪耳机', keywords: ['降噪'] }], links: [], products: [] },
        searched: true,
      },
    ],
    content: '推荐',
  });
  chatStore.getState().append([message]);
  // The part props are unused: the message is read from the store by id, as the list does.
  renderPart(() => <StoreMessage id={message.id} />, message);
  return message;
}

const update = (id: string, fn: (m: RobotMessage) => RobotMessage) => act(() => chatStore.getState().updateRobots([[id, fn]]));

afterEach(() => {
  cleanup();
  chatStore.getState().reset();
  vi.clearAllMocks();
});

describe('a streaming answer re-renders only the parts whose fields changed', () => {
  it('growing answer text re-renders the answer part alone', () => {
    const { id } = streaming();
    const [reasoning, search, answer] = [renders(ReasoningPart), renders(SearchPart), renders(AnswerPart)];
    expect(answer).toBeGreaterThan(0);
    update(id, (m) => ({ ...m, content: `${m.content}索尼` }));
    update(id, (m) => ({ ...m, content: `${m.content} WH-1000XM5` }));
    expect(screen.getByTestId('answer-text').textContent).toContain('推荐索尼 WH-1000XM5');
    expect(renders(AnswerPart)).toBe(answer + 2);
    expect(renders(ReasoningPart)).toBe(reasoning);
    expect(renders(SearchPart)).toBe(search);
  });

  it('a field a part reads re-renders that part', () => {
    const { id } = streaming();
    const [reasoning, search] = [renders(ReasoningPart), renders(SearchPart)];
    update(id, (m) => ({ ...m, reasoningContent: `${m.reasoningContent}，再比降噪` }));
    expect(renders(ReasoningPart)).toBe(reasoning + 1);
    expect(screen.getByTestId('reasoning-text').textContent).toBe('先想预算，再比降噪');
    expect(renders(SearchPart)).toBe(search);
    update(id, (m) => ({ ...m, status: 'finish' }));
    expect(renders(SearchPart)).toBe(search + 1);
    expect(screen.getByTestId('answer-text').getAttribute('data-streaming')).toBe('false');
    expect(screen.getByTestId('answer-actions')).toBeTruthy();
  });
});
