import { startRecorder } from './recorder';
import { startTranscriber } from './speech';

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

export interface VoiceStartOptions {
  lang: string;
  maxMs: number;
  /** Fires once when the recording reaches `maxMs`. */
  onLimit: () => void;
  /** Hears the transcript as it grows while recording, where this recorder recognises speech. */
  onTranscript?: (text: string) => void;
}

/** One way of recording hold-to-talk (the browser's MediaRecorder, the host app's recorder…). */
export interface RecorderStrategy {
  readonly id: string;
  /** Whether this strategy can record here; a rejection counts as no. */
  available(): boolean | Promise<boolean>;
  start(options: VoiceStartOptions): Promise<VoiceSession>;
}

/** The first strategy of the registry (best first) that is available here. */
export async function chooseRecorder(registry: readonly RecorderStrategy[]): Promise<RecorderStrategy> {
  for (const strategy of registry) {
    try {
      if (await strategy.available()) return strategy;
    } catch {
      // not available
    }
  }
  throw new Error('recording unsupported');
}

/** MediaRecorder, with the browser's speech recognition listening at the same time. */
export const browserRecorder: RecorderStrategy = {
  id: 'browser',
  available: () => true,
  async start({ lang, maxMs, onLimit, onTranscript }) {
    const recorder = await startRecorder(maxMs, onLimit);
    const transcriber = startTranscriber(lang, onTranscript);
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
  },
};
