import type { Config } from '../../config';
import { OpenAiTranscriber } from './openai-transcriber';
import type { SpeechToText } from './speech-to-text';

/** `STT_BASE_URL` selects an OpenAI-compatible transcriber; without it there is none (null). */
export function createSpeechToText(config: Config): SpeechToText | null {
  const { baseUrl, apiKey, model } = config.stt;
  return baseUrl ? new OpenAiTranscriber({ baseUrl, apiKey, model }) : null;
}
