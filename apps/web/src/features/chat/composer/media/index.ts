import { UPLOAD_LIMITS, type UploadResult } from '@app/protocol/uploads';
import { native, nativeBridge } from '@/lib/bridge/bridge';
import { getEnvFlags } from '@/lib/env';
import { uploadMedia } from '../../api/upload';
import { hostRecorder } from './host-recorder';
import { browserRecorder, chooseRecorder, type RecorderStrategy, type VoiceSession } from './recorders';

export type { VoiceSession, VoiceTake } from './recorders';

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

/** A file name whose extension matches the recording's container. */
const voiceExtension = (mime: string): string =>
  mime.includes('mp4')
    ? 'm4a'
    : mime.includes('wav')
      ? 'wav'
      : mime.includes('ogg')
        ? 'ogg'
        : mime.includes('mpeg')
          ? 'mp3'
          : mime.includes('aac')
            ? 'aac'
            : 'webm';

export const uploadVoice = (blob: Blob, seconds: number): Promise<UploadResult> =>
  uploadMedia({ file: blob, kind: 'voice', duration: seconds, fileName: `voice.${voiceExtension(blob.type)}` });

export const VOICE_MAX_MS = UPLOAD_LIMITS.voice.maxSeconds * 1000;

/** Recorders, best first: the host app's (main app, where it offers voice_record), then the browser's. */
export const VOICE_RECORDERS: readonly RecorderStrategy[] = [
  hostRecorder(() => ({ isMainApp: getEnvFlags().isMainApp, supported: nativeBridge.supported, actions: native })),
  browserRecorder,
];

/**
 * Starts recording with the best recorder available here, recognising speech where it can
 * (`onTranscript` then hears the words live).
 */
export async function startVoice(
  lang: string,
  onLimit: () => void,
  onTranscript?: (text: string) => void,
): Promise<VoiceSession> {
  const recorder = await chooseRecorder(VOICE_RECORDERS);
  return recorder.start({ lang, maxMs: VOICE_MAX_MS, onLimit, onTranscript });
}
