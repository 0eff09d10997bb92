import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import type { ChatV2Body, StreamEventFrame } from '@app/protocol/chat';
import { encryptBodyForHost } from '@/lib/http';
import { openEventStream, type StreamMeta, type StreamResult } from '@/lib/sse';

export interface ChatStreamOptions {
  signal: AbortSignal;
  /** Resume after this event (`<question_id>:<seq>`) instead of asking again. */
  lastEventId?: string | null;
  onEvent: (frame: StreamEventFrame, meta: StreamMeta) => void;
  onInvalidFrame?: (raw: string, reason: string) => void;
}

/** `POST /api/v2/chat` as an event stream (DESIGN 2.4); inside the host app its fields are sealed (DESIGN 2.3). */
export const streamChatV2 = async (body: ChatV2Body, options: ChatStreamOptions): Promise<StreamResult> =>
  openEventStream({
    url: CHAT_ENDPOINTS.chatV2,
    body: await encryptBodyForHost({ ...body }),
    signal: options.signal,
    lastEventId: options.lastEventId,
    onEvent: options.onEvent,
    onInvalidFrame: options.onInvalidFrame,
  });
