import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

/**
 * Parses a chat-completions SSE body into chunk objects, bytes in, chunks out, synchronously.
 *
 * Why not the SDK's `Stream`: it passes every event through three nested async generators and
 * copies the rest of its buffer for each event it cuts off, which at full upstream speed costs
 * more than everything else the engine does per token (bench/openai-proxy.ts). The SDK still
 * builds, authenticates, times out, aborts and error-maps the request; only the body is read here.
 * Same rules as the SDK: `data:` lines joined per event, comments (`: keep-alive`) skipped,
 * `[DONE]` ends, a chunk carrying `error` is an API error, malformed JSON throws SyntaxError.
 */
export class SseChunkParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] = [];
  done = false;

  push(bytes: Uint8Array): ChatCompletionChunk[] {
    return this.lines(this.decoder.decode(bytes, { stream: true }));
  }

  /** The body ended: a last event without its blank line still counts. */
  end(): ChatCompletionChunk[] {
    return this.lines(`${this.decoder.decode()}\n\n`);
  }

  private lines(text: string): ChatCompletionChunk[] {
    const out: ChatCompletionChunk[] = [];
    const buffer = this.buffer + text;
    let start = 0;
    for (let nl = buffer.indexOf('\n'); nl >= 0 && !this.done; nl = buffer.indexOf('\n', start)) {
      const line = buffer.charCodeAt(nl - 1) === 13 ? buffer.slice(start, nl - 1) : buffer.slice(start, nl);
      start = nl + 1;
      if (line === '') this.dispatch(out);
      else if (line.startsWith('data:')) this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
    }
    // Only the unfinished last line is kept, so no event is copied twice.
    this.buffer = this.done ? '' : buffer.slice(start);
    return out;
  }

  private dispatch(out: ChatCompletionChunk[]): void {
    if (!this.data.length) return;
    const payload = this.data.length === 1 ? this.data[0]! : this.data.join('\n');
    this.data = [];
    if (payload.startsWith('[DONE]')) {
      this.done = true;
      return;
    }
    const parsed = JSON.parse(payload) as ChatCompletionChunk & { error?: unknown };
    if (parsed.error) throw new OpenAI.APIError(undefined, parsed.error as object, undefined, undefined);
    out.push(parsed);
  }
}
