import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';
import { uploadServer } from '../../testing/upload-requests';

describe('POST /api/v2/upload with a broken body', () => {
  const srv = uploadServer();

  /** Writes a request by hand and returns the first line and body of the answer, and when it came. */
  function raw(body: string, declared: number): Promise<{ ms: number; head: string; body: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(new URL(srv.s.baseUrl).port), '127.0.0.1', () =>
        socket.write(
          `POST /api/v2/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${srv.alice.token}\r\n` +
            `Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: ${declared}\r\n\r\n${body}`,
        ),
      );
      let out = '';
      socket.on('data', (d) => {
        out += d.toString();
        const at = out.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(out);
        if (at >= 0 && length && Buffer.byteLength(out.slice(at + 4)) >= Number(length[1])) {
          socket.destroy();
          resolve({ ms: Date.now() - started, head: out.split('\r\n')[0]!, body: out.slice(at + 4) });
        }
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no answer')), 20_000).unref();
    });
  }

  const part = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG';

  it('a boundary that never closes is a 400 at once', async () => {
    const r = await raw(part, Buffer.byteLength(part));
    expect(r.head).toMatch(/ 400 /);
    expect(JSON.parse(r.body)).toEqual({ error_code: 400, error_msg: expect.stringMatching(/上传内容不完整/) });
    expect(r.ms).toBeLessThan(2000);
  });

  it('a part with no name is a 400 at once', async () => {
    const body = '--XyZ\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--XyZ--\r\n';
    const r = await raw(body, Buffer.byteLength(body));
    expect(r.head).toMatch(/ 400 /);
    expect(r.ms).toBeLessThan(2000);
  });

  it('a body that stops arriving ends with a 408 in the envelope, not an open request', async () => {
    const r = await raw(part, Buffer.byteLength(part) + 5000);
    expect(r.head).toMatch(/ 408 /);
    expect(JSON.parse(r.body)).toMatchObject({ error_code: 408 });
  }, 30_000);
});

describe('POST /api/v2/upload with a malformed multipart Content-Type', () => {
  const srv = uploadServer();

  /** A one-file form (a PNG as an image) framed by `boundary`, sent under the given Content-Type. */
  async function send(contentType: string, boundary = 'XyZ') {
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      padded(MEDIA_HEADERS.png, 512),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${srv.s.baseUrl}/api/v2/upload`, {
      method: 'POST',
      headers: { ...srv.alice.headers, 'content-type': contentType },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  it.each([
    ['no boundary', 'multipart/form-data', /缺少 boundary/],
    ['a boundary with no value', 'multipart/form-data; boundary', /缺少取值/],
    ['an empty boundary', 'multipart/form-data; boundary=', /boundary 参数为空/],
    ['a 71-character boundary', `multipart/form-data; boundary=${'b'.repeat(71)}`, /boundary 过长（71 个字符），最多 70 个/],
    ['a 300-character boundary (past busboy’s 256)', `multipart/form-data; boundary=${'b'.repeat(300)}`, /boundary 过长/],
    ['two boundaries', 'multipart/form-data; boundary=XyZ; boundary=other', /boundary 参数重复/],
    ['an unclosed quoted boundary', 'multipart/form-data; boundary="XyZ', /缺少结束引号/],
    ['a non-ASCII boundary', 'multipart/form-data; boundary=Xy\u00e9Z', /不允许的字符/],
    ['a parameter name with spaces inside', 'multipart/form-data; bound ary=XyZ', /参数名无效/],
  ])('answers %s with a 400 naming it', async (_name, contentType, message) => {
    const r = await send(contentType);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error_code: 400, error_msg: expect.stringMatching(message) });
  });

  it.each([
    ['a 70-character boundary', 'b'.repeat(70), `multipart/form-data; boundary=${'b'.repeat(70)}`],
    ['a quoted boundary with a space', 'Xy Z', 'multipart/form-data; boundary="Xy Z"'],
    ['a charset beside the boundary', 'XyZ', 'multipart/form-data; charset=utf-8; boundary=XyZ'],
    ['an unknown charset (busboy ignores it at this level)', 'XyZ', 'multipart/form-data; boundary=XyZ; charset=klingon'],
  ])('stores the file under %s', async (_name, boundary, contentType) => {
    const r = await send(contentType, boundary);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'image', mime: 'image/png', size: 512 });
  });
});
