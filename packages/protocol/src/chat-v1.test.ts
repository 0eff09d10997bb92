import { describe, expect, it } from 'vitest';
import { answerStatusV2BodySchema, chunkTypeOfEvent, streamEventV1Schema, updateVoiceBodySchema } from './chat-v1';
import { historyDetailV1BodySchema, sessionListBodySchema } from './sessions';
import { chunkTypeMeaning, type StreamEvent } from './status';

describe('chunkTypeOfEvent', () => {
  it.each<[StreamEvent, string]>([
    ['plan', 'stream_content'],
    ['reflection', 'stream_content'],
    ['answer_before_load', 'stream_content'],
    ['answer', 'stream_content'],
    ['search', 'searching_data'],
    ['search_result', 'searched_data'],
    ['zhipu_glm_command', 'stream_content'],
    ['finish', 'stream_content'],
    ['risk', 'stream_content'],
    ['empty', 'stream_content'],
  ])('%s → %s', (status, meaning) => {
    expect(chunkTypeMeaning(chunkTypeOfEvent(status))).toBe(meaning);
  });
});

describe('v1 bodies', () => {
  it('a v1 event needs session_id and a chunk type of 1–5', () => {
    const ok = { status: 'answer', content: { session_id: 's_1', chunk_type: 1, content: '你' }, next_step: null };
    expect(streamEventV1Schema.safeParse(ok).success).toBe(true);
    expect(streamEventV1Schema.safeParse({ ...ok, content: { chunk_type: 1 } }).success).toBe(false);
    expect(streamEventV1Schema.safeParse({ ...ok, content: { session_id: 's', chunk_type: 6 } }).success).toBe(false);
  });

  it('history detail defaults to and caps at 1000 (spec section 9)', () => {
    expect(historyDetailV1BodySchema.parse({ session_id: 's_1' }).limit).toBe(1000);
    expect(historyDetailV1BodySchema.safeParse({ session_id: 's_1', limit: 1001 }).success).toBe(false);
    expect(historyDetailV1BodySchema.safeParse({ session_id: '  ' }).success).toBe(false);
  });

  it('absent bodies are empty bodies', () => {
    expect(sessionListBodySchema.parse(null)).toEqual({ limit: 20, offset: 0 });
    expect(answerStatusV2BodySchema.parse(undefined)).toEqual({});
    expect(answerStatusV2BodySchema.safeParse({ question_ids: [] }).success).toBe(false);
  });

  it.each([
    [{ question_voice_time: 61 }, '语音最长 60 秒'],
    [{ question_voice_time: -1 }, '语音时长不能为负数'],
    [{ question_voice: '' }, '缺少语音地址'],
  ])('update_voice rejects %j', (patch, message) => {
    const body = { question_id: 'q_1', question_voice: '/media/uploads/u/a.webm', question_voice_time: 3, ...patch };
    const r = updateVoiceBodySchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
});
