import type { ChatV2Body, StreamEventFrame } from '@app/protocol/chat';
import { endpoints } from '@/config/paths';
import { openEventStream, type StreamResult } from '@/lib/sse';

export interface ChatStreamOptions {
  signal: AbortSignal;
  onEvent: (frame: StreamEventFrame) => void;
  onInvalidFrame?: (raw: string, reason: string) => void;
}

/** `POST /api/v2/chat` as an event stream (DESIGN 2.4). */
export const streamChatV2 = (body: ChatV2Body, options: ChatStreamOptions): Promise<StreamResult> =>
  openEventStream({
    url: endpoints.chatV2,
    body: { ...body },
    signal: options.signal,
    onEvent: (frame) => options.onEvent(frame),
    onInvalidFrame: options.onInvalidFrame,
  });
