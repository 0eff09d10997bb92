import { vi } from 'vitest';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { HistoryItemV2 } from '@app/protocol/history';
import type { StreamResult } from '@/lib/sse';
import type { ChatStreamOptions } from '../api/chat-stream';
import type { RobotMessage } from '../model';
import { createChatStore } from '../store';
import { createChatSession, type ChatTransport } from '../session/chat-session';
import { v2HistorySource } from '../session/history-source-v2';

/**
 * A chat session over a real store with a scripted transport, for the chat-session-*.test.ts
 * files: each test says what the stream does (`StreamImpl`, often `finishing(...)`) and what
 * history holds (`item(...)`), then reads the store as the screen would.
 */

/** What one stream request does: calls `opts.onEvent` per event and settles as the reader would. */
export type StreamImpl = (body: Record<string, unknown>, opts: ChatStreamOptions) => Promise<StreamResult>;

/** One SSE event frame. */
export const frame = (status: StreamEventFrame['status'], content: StreamEventFrame['content'] = {}): StreamEventFrame => ({
  status,
  content,
  next_step: null,
});

/** A stored /chatNext history item whose question is `问{id}`. */
export const item = (id: string, answerStatus: number, message: string, over: Partial<HistoryItemV2> = {}): HistoryItemV2 => ({
  question_id: id,
  question: `问${id}`,
  create_at: '2025-01-01T00:00:00.000Z',
  answer_info: { answer: { message }, answer_status: answerStatus },
  ...over,
});

/** A stream that sends `frames` (each with its event id) at once and ends normally. */
export const finishing =
  (...frames: Array<[string, StreamEventFrame]>): StreamImpl =>
  async (_body, opts) => {
    for (const [id, f] of frames) opts.onEvent(f, { id });
    return { outcome: 'done', lastEventId: frames.at(-1)?.[0] ?? null };
  };

/**
 * A session whose transport streams with `stream` and whose history's first page is `history`
 * (every transport call is a mock to assert on). Throttling is off, so the store is up to date
 * after every event.
 */
export function setup(stream: StreamImpl, history: HistoryItemV2[] = [], { replaces = true } = {}) {
  const store = createChatStore();
  const page = (items: HistoryItemV2[]) => ({
    list: { chat_history_detail_list: items, latest_question_id: items.at(-1)?.question_id ?? null },
    ok: true,
  });
  const fetchHistoryPage = vi.fn(async () => page(history));
  const transport = {
    stream: vi.fn(stream),
    stop: vi.fn().mockResolvedValue(null),
    fetchHistoryPage,
    history: v2HistorySource(fetchHistoryPage, 5),
    updateVoice: vi.fn().mockResolvedValue(null),
    authStatus: vi.fn().mockResolvedValue({ authorized: false }),
    guideText: vi.fn().mockResolvedValue({ text: '下午好，想买点什么？' }),
    replaces,
  };
  const session = createChatSession(store, transport as unknown as ChatTransport, { throttleMs: 0 });
  const robots = () => Object.values(store.getState().messages).filter((m): m is RobotMessage => m.role === 'robot');
  const lastRobot = () => store.getState().messages[store.getState().ids.at(-1)!] as RobotMessage;
  return { store, transport, session, robots, lastRobot, page };
}
