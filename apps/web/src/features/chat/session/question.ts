import type { ChatV2Body } from '@app/protocol/chat';
import { QUESTION_MAX_CHARS } from '@app/protocol/chat-limits';
import type { UploadResult } from '@app/protocol/uploads';
import { createUserMessage, type UserMessage, type VoiceInfo } from '../model';
import type { QuestionInput, VoiceAttachment } from '../question-input';

/** The question as shown: text, picture, recording (its link arrives with the upload) and product. */
export function toUserMessage(questionId: string, text: string, input: QuestionInput): UserMessage {
  const uploaded = input.voice?.result() ?? null;
  return createUserMessage(questionId, text, {
    images: input.imageUrl ? [input.imageUrl] : [],
    voice: input.voice ? { voiceId: uploaded?.id ?? '', voiceDuration: input.voice.durationSec, url: uploaded?.url ?? '' } : null,
    cardUrl: input.card?.url ?? null,
    targetPrice: input.card?.targetPrice ?? null,
  });
}

export const cleanQuestion = (text: string): string => text.trim().slice(0, QUESTION_MAX_CHARS);

/** The v2 chat body (spec section 7); the recording goes along when its upload has finished. */
export function toChatBody(questionId: string, text: string, input: QuestionInput, isAuth: boolean | null): ChatV2Body {
  const body: ChatV2Body = { question_id: questionId, question: text };
  if (input.imageUrl) body.question_img = input.imageUrl;
  if (input.card) {
    body.question_card_url = input.card.url;
    if (input.card.targetPrice) body.target_price = input.card.targetPrice;
  }
  const voice = input.voice?.result();
  if (voice) {
    body.question_voice = voice.url;
    body.question_voice_id = voice.id;
    body.question_voice_time = voice.duration ?? input.voice!.durationSec;
  }
  if (isAuth !== null) body.is_auth = isAuth;
  return body;
}

/**
 * A question to ask again (retry or 重新回答 of an answer whose request is no longer in memory):
 * a stored recording goes along as an upload that has already finished.
 */
export const inputFromUser = (user: UserMessage): QuestionInput => ({
  text: user.content,
  imageUrl: user.images[0] ?? null,
  card: user.cardUrl ? { url: user.cardUrl, targetPrice: user.targetPrice } : null,
  voice: user.voice?.url ? storedVoice(user.voice) : null,
});

function storedVoice(voice: VoiceInfo): VoiceAttachment {
  // Its type and size are not kept with the message; a question carries only link, id and length.
  const result: UploadResult = {
    id: voice.voiceId,
    url: voice.url,
    kind: 'voice',
    mime: '',
    size: 0,
    duration: voice.voiceDuration,
  };
  return { durationSec: voice.voiceDuration, upload: Promise.resolve(result), result: () => result };
}
