import fs from 'node:fs/promises';
import path from 'node:path';
import { QUESTION_MAX_CHARS } from '@app/protocol';
import type { VoiceRecognition } from '../../ports/assistant-engine';
import type { AppContext } from '../../context';
import type { SpeechToText } from '../../providers/stt/speech-to-text';
import { ownVoiceUpload } from './voice-upload';

/** A speech service that has not answered in this long has failed (the user is waiting). */
export const TRANSCRIBE_TIMEOUT_MS = 20_000;

export interface HeardQuestion {
  /** The words to store and answer: the typed ones, or the transcript. */
  question: string;
  /** null: the question has words of its own (or no recording). */
  recognition: VoiceRecognition | null;
}

/**
 * A question that is only a recording gets its words from the speech service (`STT_BASE_URL`)
 * before it is stored and answered. Without a service, or when it fails, the question stays
 * empty and says why, so the assistant can answer honestly instead of guessing.
 */
export function voiceQuestions(ctx: AppContext, speech: SpeechToText | null) {
  async function transcribe(userId: string, url: string, service: SpeechToText): Promise<HeardQuestion> {
    // Only the user's own upload is read from disk (and no path outside the media folder).
    const upload = await ownVoiceUpload(ctx.db, userId, url);
    try {
      const file = path.join(ctx.config.mediaDir, upload.path);
      const data = await fs.readFile(file);
      const words = await service.transcribe(
        { data, filename: path.basename(file), mime: upload.mime },
        AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS),
      );
      const question = words.slice(0, QUESTION_MAX_CHARS);
      return question ? { question, recognition: 'transcribed' } : { question: '', recognition: 'empty' };
    } catch (err) {
      ctx.log.warn({ err, service: service.name }, 'speech to text failed');
      return { question: '', recognition: 'failed' };
    }
  }

  return {
    async hear(userId: string, fields: { question: string; question_voice: string | null }): Promise<HeardQuestion> {
      if (fields.question.trim() || !fields.question_voice) return { question: fields.question, recognition: null };
      if (!speech) return { question: '', recognition: 'no_service' };
      return transcribe(userId, fields.question_voice, speech);
    },
  };
}

export type VoiceQuestions = ReturnType<typeof voiceQuestions>;
