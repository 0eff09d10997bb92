/** One recording to transcribe. */
export interface Recording {
  data: Buffer;
  filename: string;
  mime: string;
}

/**
 * Speech to text for voice questions (DESIGN 1): without one, the browser or host app recognises
 * the words and the server only stores the audio.
 */
export interface SpeechToText {
  readonly name: string;
  /** The words of the recording (may be empty); throws when the service fails. */
  transcribe(recording: Recording, signal: AbortSignal): Promise<string>;
}
