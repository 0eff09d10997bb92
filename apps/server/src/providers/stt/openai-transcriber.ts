import type { Recording, SpeechToText } from './speech-to-text';

export interface OpenAiTranscriberOptions {
  /** e.g. `https://api.openai.com/v1`; the call goes to `<baseUrl>/audio/transcriptions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For tests. */
  fetch?: typeof fetch;
}

/** An OpenAI-compatible `/audio/transcriptions` endpoint (Whisper, SenseVoice, FunASR servers…). */
export class OpenAiTranscriber implements SpeechToText {
  readonly name = 'openai-compatible';
  constructor(private readonly options: OpenAiTranscriberOptions) {}

  async transcribe(recording: Recording, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(recording.data)], { type: recording.mime }), recording.filename);
    form.append('model', this.options.model);
    form.append('language', 'zh');
    form.append('response_format', 'json');
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
    const headers: Record<string, string> = this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {};
    const response = await (this.options.fetch ?? fetch)(url, { method: 'POST', body: form, headers, signal });
    if (!response.ok) throw new Error(`the speech service answered ${response.status}`);
    const body = (await response.json()) as { text?: unknown };
    if (typeof body.text !== 'string') throw new Error('the speech service answered without text');
    return body.text.trim();
  }
}
