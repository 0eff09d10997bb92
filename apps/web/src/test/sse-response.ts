/** Builds a `text/event-stream` response from SSE blocks; `close` false keeps it open. */
export function sseResponse(blocks: string[], { close = true } = {}): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const block of blocks) controller.enqueue(encoder.encode(block));
      if (close) controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

export const event = (id: string | null, data: unknown): string =>
  `${id ? `id: ${id}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

export const DONE = 'data: [DONE]\n\n';
