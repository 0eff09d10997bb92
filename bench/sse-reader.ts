/**
 * The SSE reader of bench/openai-proxy.ts: fetches a stream and sums the answer text of its
 * `data:` payloads (SSE split + JSON parse, the least any reader must do). Forked
 * (BENCH_SSE_READER=1) it reads one stream per IPC message, so a reader of the server's stream
 * does not share the server's thread, as a real client would not.
 */
import { fork } from 'node:child_process';

/** Which answer text a payload carries: an OpenAI chunk's delta, or a chat `answer` event's content. */
export type PayloadKind = 'openai' | 'chat';

export interface ReadJob {
  url: string;
  body: string;
  headers: Record<string, string>;
  kind: PayloadKind;
}

const TEXT_OF: Record<PayloadKind, (payload: any) => string | undefined> = {
  openai: (p) => p.choices[0]?.delta.content,
  chat: (p) => (p.status === 'answer' ? p.content.content : undefined),
};

/** Reads one stream to its end; returns how many answer characters arrived. */
export async function readStream({ url, body, headers, kind }: ReadJob): Promise<number> {
  const res = await fetch(url, { method: 'POST', body, headers });
  const textOf = TEXT_OF[kind];
  const decoder = new TextDecoder();
  let buffer = '';
  let chars = 0;
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    const events = buffer.split('\n\n');
    buffer = events.pop()!;
    for (const e of events) {
      const data = e.split('\n').find((l) => l.startsWith('data: '));
      if (data && data !== 'data: [DONE]') chars += textOf(JSON.parse(data.slice(6)))?.length ?? 0;
    }
  }
  return chars;
}

/** A reader in its own process: each call reads one whole stream there. */
export function forkReader(): { read: (job: ReadJob) => Promise<number>; close: () => void } {
  const child = fork(import.meta.filename, { env: { ...process.env, BENCH_SSE_READER: '1' } });
  return {
    read: (job) =>
      new Promise((resolve, reject) => {
        child.once('message', (reply: { chars?: number; error?: string }) =>
          reply.error === undefined ? resolve(reply.chars!) : reject(new Error(reply.error)),
        );
        child.send(job);
      }),
    close: () => child.kill(),
  };
}

if (process.env.BENCH_SSE_READER === '1') {
  process.on('message', (job: ReadJob) => {
    readStream(job).then(
      (chars) => process.send!({ chars }),
      (error: unknown) => process.send!({ error: String(error) }),
    );
  });
}
