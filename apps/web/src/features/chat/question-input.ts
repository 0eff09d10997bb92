import type { UploadResult } from '@app/protocol/uploads';

/** A recording on its way to the server; `result()` is its upload once that has finished. */
export interface VoiceAttachment {
  /** Seconds, as recorded. */
  durationSec: number;
  upload: Promise<UploadResult>;
  result: () => UploadResult | null;
}

/** What the composer hands the session: the text and whatever is attached to it. */
export interface QuestionInput {
  text: string;
  /** An uploaded picture (`/media/...`). */
  imageUrl?: string | null;
  voice?: VoiceAttachment | null;
  /** A product from the item page, with the price the user would buy at. */
  card?: { url: string; targetPrice: number | null } | null;
}

/** Tracks an upload so a question sent after it finished can carry the recording directly. */
export function voiceAttachment(durationSec: number, upload: Promise<UploadResult>): VoiceAttachment {
  let done: UploadResult | null = null;
  upload.then(
    (r) => (done = r),
    () => undefined,
  );
  return { durationSec, upload, result: () => done };
}

/**
 * May this be sent? Text, a picture, a product or a recording is a question. A recording without
 * recognised words goes alone: the server transcribes it, or says how to ask by typing.
 */
export const canSend = (input: QuestionInput): boolean =>
  input.text.trim().length > 0 || Boolean(input.imageUrl) || Boolean(input.card) || Boolean(input.voice);

/** Only a recording: no words, picture or product go with it. */
export const isVoiceOnly = (input: QuestionInput): boolean =>
  Boolean(input.voice) && !input.text.trim() && !input.imageUrl && !input.card;
