import type { ChatV2Body, StreamEventFrame } from '@app/protocol/chat';
import { endpoints } from '@/config/paths';
import { openEventStream, type StreamMeta, type StreamResult } from '@/lib/sse';

export interface ChatStreamOptions {
  signal: AbortSignal;
  /** Resume after this event (`<question_id>:<seq>`) instead of asking again. */
  lastEventId?: string | null;
  onEvent: (frame: StreamEventFrame, meta: StreamMeta) => void;
  onInvalidFrame?: (raw: string, reason: string) => void;
}

/** `POST /api/v2/chat` as an event stream (DESIGN 2.4). */
export const streamChatV2 = (body: ChatV2Body, options: ChatStreamOptions): Promise<StreamResult> =>
  openEventStream({
    url: endpoints.chatV2,
    body: { ...body },
    signal: options.signal,
    lastEventId: options.lastEventId,
    onEvent: options.onEvent,
    onInvalidFrame: options.onInvalidFrame,
  });
