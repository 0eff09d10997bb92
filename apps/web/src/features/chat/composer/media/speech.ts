/** The parts of the Web Speech API used here (not in every TypeScript DOM lib). */
interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

declare global {
  /** Chrome and Safari name the constructor with a prefix; neither name is in every browser. */
  interface Window {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  }
}

/** How long to wait for the last words after the user lets go. */
const FINAL_RESULT_WAIT_MS = 1500;

export interface Transcriber {
  /** Stops listening and resolves with what was recognised ('' when nothing was). */
  finish(): Promise<string>;
  abort(): void;
}

const recognitionConstructor = (): RecognitionConstructor | null =>
  window.SpeechRecognition ?? window.webkitSpeechRecognition ?? null;

/** What has been heard so far: the final results in order, then the words still being guessed. */
const heardText = (finals: readonly string[], interim: string) => (finals.join('') + interim).trim();

/**
 * The browser's speech recognition, listening while the user holds the button. `null` where
 * the browser has none; recognition errors (no network, not allowed) just yield no text.
 * `onText` hears the transcript as it grows (interim guesses included), to show it live.
 */
export function startTranscriber(lang: string, onText?: (text: string) => void): Transcriber | null {
  const Ctor = recognitionConstructor();
  if (!Ctor) return null;
  let recognition: Recognition;
  try {
    recognition = new Ctor();
  } catch {
    return null;
  }
  const finals: string[] = [];
  let interim = '';
  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.onresult = (event) => {
    interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) finals[i] = result[0].transcript;
      else interim += result[0].transcript;
    }
    onText?.(heardText(finals, interim));
  };
  recognition.onerror = (event) => console.info('[voice] speech recognition:', event.error);
  const ended = new Promise<void>((resolve) => (recognition.onend = () => resolve()));
  try {
    recognition.start();
  } catch {
    return null;
  }
  return {
    async finish() {
      try {
        recognition.stop();
      } catch {
        // already stopped
      }
      await Promise.race([ended, new Promise((r) => setTimeout(r, FINAL_RESULT_WAIT_MS))]);
      return heardText(finals, interim);
    },
    abort: () => recognition.abort(),
  };
}
