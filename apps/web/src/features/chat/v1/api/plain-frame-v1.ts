import type { StreamEventFrame } from '@app/protocol/chat';
import type { StreamEventV1Frame } from '@app/protocol/chat-v1';
import { plainStreamEvent } from '@/lib/plain-frame';

const isChunkType = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/**
 * The v1 fast path: a plain frame (lib/plain-frame.ts) that carries v1's two required fields,
 * `session_id` and `chunk_type` 1-5, is a v1 frame as it stands; anything else gets null and
 * goes through `streamEventV1Schema`, which gives the same verdict and the reason.
 */
export function plainStreamEventV1(frame: StreamEventFrame): StreamEventV1Frame | null {
  if (!plainStreamEvent(frame)) return null;
  const content = frame.content as { session_id?: unknown; chunk_type?: unknown };
  return typeof content.session_id === 'string' && isChunkType(content.chunk_type) ? (frame as StreamEventV1Frame) : null;
}
