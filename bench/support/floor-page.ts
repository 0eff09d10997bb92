/**
 * The floor of a streaming measurement: a blank page on the same origin that POSTs to the chat
 * endpoint and reads the response to its end with a stream reader, doing nothing else with it, so
 * a page's cost can be read against what receiving the events alone costs.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';

/**
 * Starts the read in the page; `parse` also decodes each chunk, splits out the `data:` lines and
 * JSON-parses them. Sets `window.__floor` to the number of events (or bytes) once the stream ends.
 */
export const floorScript = (parse: boolean) => `(() => {
  window.__floor = null;
  (async () => {
    const response = await fetch('/api/v2/chat', { method: 'POST', headers: { accept: 'text/event-stream' }, body: '{}' });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let count = 0;
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      if (!${parse}) { count += r.value.length; continue; }
      const lines = (rest + decoder.decode(r.value, { stream: true })).split('\\n');
      rest = lines.pop();
      for (const line of lines) if (line.startsWith('data: {')) { JSON.parse(line.slice(6)); count += 1; }
    }
    window.__floor = count;
  })();
})()`;

/** A blank page at `baseUrl`/__floor (answered by the browser, not the server), with CDP Performance on. */
export async function openFloorPage(browser: Browser, baseUrl: string, device: BrowserContextOptions) {
  const ctx = await browser.newContext({ ...device, baseURL: baseUrl });
  const page = await ctx.newPage();
  await page.route('**/__floor', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>floor</title>' }),
  );
  await page.goto('/__floor');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { ctx, page, cdp };
}
