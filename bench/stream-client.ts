/**
 * The load generator of bench/concurrent-streams.ts: opens a wave of SSE streams at once and
 * reports, per stream, whether it completed, when its first event arrived and how many events
 * it carried. It does the least a client can (node:http, no socket limit, frames counted, no
 * JSON parsed). Run in the server's process, or forked as its own (BENCH_STREAM_CLIENT=1), where
 * it takes one job per IPC message.
 */
import http from 'node:http';

export interface StreamResult {
  ok: boolean;
  firstEventMs: number;
  events: number;
}

export interface WaveJob {
  port: number;
  path: string;
  tokens: string[];
  questions: string[];
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function openStream(port: number, path: string, token: string, question: string): Promise<StreamResult> {
  const body = JSON.stringify({ question });
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = () => resolve({ ok: false, firstEventMs: -1, events: 0 });
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'content-length': Buffer.byteLength(body),
    };
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
      let first = -1;
      let events = 0;
      let done = false;
      let tail = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const text = tail + chunk;
        let at = 0;
        for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n', at)) {
          const block = text.slice(at, cut);
          at = cut + 2;
          if (block.startsWith('id:')) {
            events += 1;
            if (first < 0) first = performance.now() - started;
          } else if (block === 'data: [DONE]') done = true;
        }
        tail = text.slice(at);
      });
      res.on('end', () => resolve({ ok: res.statusCode === 200 && done, firstEventMs: first, events }));
      res.on('error', failed);
    });
    req.on('error', failed);
    req.end(body);
  });
}

/** Opens every stream of the job at once; resolves when all have ended. */
export function runWave(job: WaveJob): Promise<StreamResult[]> {
  return Promise.all(
    job.tokens.map((token, i) => openStream(job.port, job.path, token, job.questions[i % job.questions.length]!)),
  );
}

if (process.env.BENCH_STREAM_CLIENT === '1') {
  process.on('message', (job: WaveJob) => {
    void runWave(job).then((results) => process.send!(results));
  });
}
