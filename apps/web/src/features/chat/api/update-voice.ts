import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { http } from '@/lib/http';

export interface VoiceLink {
  questionId: string;
  url: string;
  /** Seconds. */
  duration: number;
  voiceId: string;
}

/**
 * `POST /api/v2/update_voice` (or v1's, same body) {question_id, question_voice, question_voice_time, question_voice_id}:
 * ties the uploaded recording to its question. Quiet: a failure is only logged (spec section 8).
 */
export const updateVoice = (link: VoiceLink, url: string = CHAT_ENDPOINTS.updateVoiceV2): Promise<unknown> =>
  http.post(
    url,
    {
      question_id: link.questionId,
      question_voice: link.url,
      question_voice_time: link.duration,
      question_voice_id: link.voiceId,
    },
    { quiet: true },
  );
