import http from 'node:http';

/** Test helper: a fake SMS gateway on a real port that records JSON posts and answers as `state.mode` says. */
export async function startFakeGateway() {
  const received: Array<{ contentType: string | undefined; body: unknown }> = [];
  const state = { mode: 'ok' as 'ok' | 'fail' | 'hang' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], body: JSON.parse(raw) });
      if (state.mode === 'hang') return;
      res.writeHead(state.mode === 'ok' ? 200 : 500, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  return {
    url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/sms`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        // A "hang" request keeps its socket open; drop it so close() can finish.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
