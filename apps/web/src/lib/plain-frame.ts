import type { StreamEventFrame } from '@app/protocol/chat';
import { STREAM_EVENTS } from '@app/protocol/status';

/**
 * The fast path of stream parsing. Almost every event of an answer is a plain one, such as
 * `{"status":"answer","content":{"content":"你好","question_id":"q1"},"next_step":null}`: a
 * known status, a few text fields and no suggestions. Running the whole `streamEventSchema` on
 * each of the ~2,000 events of a long answer costs more than everything else the reader does, so
 * those frames are checked here field by field, as strictly as the schema checks them. A frame
 * with any other field, or one that fails a check, gets `null`: the caller runs the schema, which
 * gives the same verdict as before and the reason.
 */

const STATUSES: ReadonlySet<string> = new Set(STREAM_EVENTS);
const FRAME_KEYS: ReadonlySet<string> = new Set(['status', 'content', 'next_step']);

const isText = (value: unknown) => typeof value === 'string';

/** The `streamContentSchema` fields a plain frame may carry, with the schema's rule for each. */
const PLAIN_CONTENT: ReadonlyMap<string, (value: unknown) => boolean> = new Map([
  ['question_id', isText],
  ['session_id', isText],
  ['content', isText],
  ['reasoning_content', isText],
  ['zhipu_command', isText],
  ['error_type', isText],
  ['answer_type', isText],
  ['error_msg', isText],
  ['chunk_type', (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5],
  ['think_ms', (value: unknown) => typeof value === 'number' && Number.isFinite(value)],
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNextStep = (value: unknown) =>
  value === null || typeof value === 'string' || (Array.isArray(value) && value.every(isText));

/** `json` (a parsed `data:` payload) as a stream event when it is a plain one the schema accepts; otherwise null. */
export function plainStreamEvent(json: unknown): StreamEventFrame | null {
  if (!isPlainObject(json)) return null;
  let keys = 0;
  for (const key in json) {
    if (!FRAME_KEYS.has(key)) return null;
    keys += 1;
  }
  if (keys !== FRAME_KEYS.size) return null;
  const { status, content, next_step } = json;
  if (typeof status !== 'string' || !STATUSES.has(status) || !isPlainObject(content) || !isNextStep(next_step)) return null;
  for (const key in content) {
    const valid = PLAIN_CONTENT.get(key);
    if (!valid?.(content[key])) return null;
  }
  return json as StreamEventFrame;
}
