/**
 * The local OpenAI-compatible upstream of bench/openai-proxy.ts: every `POST` gets one streamed
 * chat completion of `tokens` content deltas, each its own write, as fast as the socket takes
 * them. It runs in its own process (forked with BENCH_UPSTREAM_TOKENS set) and reports its URL
 * over IPC.
 */
import { fork } from 'node:child_process';
import http from 'node:http';

const WORDS = ['降噪', '耳机', '推荐', '这款', '价格', '¥1999', '，', '续航', '30小时', '。'];

const tokensOf = (count: number): string[] => Array.from({ length: count }, (_, i) => WORDS[i % WORDS.length]!);

/** The answer text the upstream streams for `count` tokens. */
export const answerText = (count: number): string => tokensOf(count).join('');

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function serve(count: number): Promise<string> {
  const body = [
    chunk({ role: 'assistant', content: '' }),
    ...tokensOf(count).map((t) => chunk({ content: t })),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const c of body) if (!res.write(c)) await new Promise((r) => res.once('drain', r));
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve(`http://127.0.0.1:${port}/v1`);
    }),
  );
}

/** Starts the upstream in a child process; resolves with its base URL and a way to stop it. */
export function forkUpstream(count: number): Promise<{ url: string; close: () => void }> {
  const child = fork(import.meta.filename, { env: { ...process.env, BENCH_UPSTREAM_TOKENS: String(count) } });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (url) => resolve({ url: String(url), close: () => child.kill() }));
  });
}

if (process.env.BENCH_UPSTREAM_TOKENS) {
  void serve(Number(process.env.BENCH_UPSTREAM_TOKENS)).then((url) => process.send!(url));
}
