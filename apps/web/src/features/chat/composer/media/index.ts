import { UPLOAD_LIMITS, type UploadResult } from '@app/protocol/feedback';
import { uploadMedia } from '../../api/upload';
import { startRecorder } from './recorder';
import { startTranscriber } from './speech';

/**
 * Picture and voice input, loaded on first use so none of it weighs on the first screen: checks
 * against the upload limits, uploads, and hold-to-talk recording with speech recognition.
 */

export type ImageProblem = { key: 'image.tooLarge'; mb: number } | { key: 'image.badType' };

/** Why a picked file cannot be sent as a picture, or null when it can. */
export function imageProblem(file: File): ImageProblem | null {
  const { maxBytes, mimes } = UPLOAD_LIMITS.image;
  if (!(mimes as readonly string[]).includes(file.type)) return { key: 'image.badType' };
  if (file.size > maxBytes) return { key: 'image.tooLarge', mb: maxBytes / 1024 / 1024 };
  return null;
}

export const uploadImage = (file: File): Promise<UploadResult> => uploadMedia({ file, kind: 'image' });

export const uploadVoice = (blob: Blob, seconds: number): Promise<UploadResult> =>
  uploadMedia({ file: blob, kind: 'voice', duration: seconds, fileName: `voice.${blob.type.includes('mp4') ? 'm4a' : 'webm'}` });

export const VOICE_MAX_MS = UPLOAD_LIMITS.voice.maxSeconds * 1000;

export interface VoiceTake {
  blob: Blob;
  durationMs: number;
  /** What speech recognition heard; '' when it heard nothing or is not available. */
  transcript: string;
}

export interface VoiceSession {
  finish(): Promise<VoiceTake>;
  cancel(): void;
}

/** Starts recording and, where the browser can, recognising speech at the same time. */
export async function startVoice(lang: string, onLimit: () => void): Promise<VoiceSession> {
  const recorder = await startRecorder(VOICE_MAX_MS, onLimit);
  const transcriber = startTranscriber(lang);
  return {
    async finish() {
      const [recording, transcript] = await Promise.all([recorder.stop(), transcriber?.finish() ?? Promise.resolve('')]);
      return { ...recording, transcript };
    },
    cancel() {
      recorder.cancel();
      transcriber?.abort();
    },
  };
}
