import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import type { ChatV1Body, ChatV2Body } from '@app/protocol/chat';
import { fetchGuideText } from '../api/guide-text';
import { updateVoice, type VoiceLink } from '../api/update-voice';
import type { ChatTransport } from '../session/chat-session';
import type { HistorySource } from '../session/stored-question';
import { streamChatV1 } from './api/chat-stream-v1';
import { fetchSessionDetail, SESSION_DETAIL_LIMIT, type SessionDetail } from './api/session-detail';
import { stopChatV1 } from './api/stop-chat-v1';
import { storedFromV1 } from './history-mapper-v1';

/** The v1 server calls a session makes (injected in tests). */
export interface V1Calls {
  stream: typeof streamChatV1;
  stop: (questionId: string, sessionId: string) => Promise<unknown>;
  detail: (sessionId: string) => Promise<SessionDetail>;
  updateVoice: (link: VoiceLink) => Promise<unknown>;
  /** The user's greeting (the same guide_text as /chatNext). */
  guideText: () => Promise<{ text: string }>;
}

const defaultCalls: V1Calls = {
  stream: streamChatV1,
  stop: stopChatV1,
  detail: fetchSessionDetail,
  updateVoice: (link) => updateVoice(link, CHAT_ENDPOINTS.updateVoiceV1),
  guideText: fetchGuideText,
};

/** The session's question as the v1 chat body (spec section 7): the v2 extras do not apply. */
export function toV1Body(body: ChatV2Body, sessionId: string): ChatV1Body {
  const v1: ChatV1Body = { question_id: body.question_id, question: body.question, session_id: sessionId };
  if (body.question_img) v1.question_img = body.question_img;
  if (body.question_voice) {
    v1.question_voice = body.question_voice;
    v1.question_voice_id = body.question_voice_id;
    v1.question_voice_time = body.question_voice_time;
  }
  return v1;
}

/** A session's whole history in one page (history_chat_detail, limit 1000): nothing older to page to. */
const sessionHistory = (sessionId: string, detail: V1Calls['detail']): HistorySource => ({
  pageSize: SESSION_DETAIL_LIMIT,
  fetchPage: async () => {
    const { result, items } = await detail(sessionId);
    return { result, items: items.map(storedFromV1) };
  },
});

/**
 * The calls of one v1 session (`/chat/{id}`): every one names the session. It greets like
 * /chatNext (guide_text, under the history); no preference sharing.
 */
export function createV1Transport(
  sessionId: string,
  calls: V1Calls = defaultCalls,
): ChatTransport & Required<Pick<ChatTransport, 'guideText'>> {
  return {
    guideText: calls.guideText,
    stream: (body, options) => calls.stream(toV1Body(body, sessionId), options),
    stop: (questionId) => calls.stop(questionId, sessionId),
    history: sessionHistory(sessionId, calls.detail),
    updateVoice: calls.updateVoice,
  };
}
