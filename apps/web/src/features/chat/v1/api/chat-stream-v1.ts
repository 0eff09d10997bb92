import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import type { ChatV1Body } from '@app/protocol/chat';
import { streamEventV1Schema } from '@app/protocol/chat-v1';
import { encryptBodyForHost } from '@/lib/http';
import { openEventStream, type StreamResult } from '@/lib/sse';
import type { ChatStreamOptions } from '../../api/chat-stream';
import { plainStreamEventV1 } from './plain-frame-v1';

/**
 * `POST /api/v1/chat` as an event stream (DESIGN 2.4). The one SSE reader checks the common frame
 * shape; each frame is then held to the v1 schema (`session_id` and `chunk_type` 1-5), so the v1
 * reducer can rely on them (plain frames by hand, see plain-frame-v1.ts). A frame that is not v1
 * is reported like any invalid frame.
 */
export const streamChatV1 = async (body: ChatV1Body, options: ChatStreamOptions): Promise<StreamResult> =>
  openEventStream({
    url: CHAT_ENDPOINTS.chatV1,
    body: await encryptBodyForHost({ ...body }),
    signal: options.signal,
    lastEventId: options.lastEventId,
    onEvent: (frame, meta) => {
      const plain = plainStreamEventV1(frame);
      if (plain) return options.onEvent(plain, meta);
      const v1 = streamEventV1Schema.safeParse(frame);
      if (v1.success) options.onEvent(v1.data, meta);
      else options.onInvalidFrame?.(JSON.stringify(frame), v1.error.issues[0]?.message ?? 'not a v1 frame');
    },
    onInvalidFrame: options.onInvalidFrame,
  });
