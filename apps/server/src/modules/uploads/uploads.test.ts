import { statusOfErrorCode } from '@app/protocol';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';

interface Form {
  file?: { bytes: Buffer; name: string; type: string };
  kind?: string;
  duration?: string | number;
  /** Put the file before the other fields, as some clients do. */
  fileFirst?: boolean;
}

async function upload(s: TestServer, headers: Record<string, string>, form: Form) {
  const body = new FormData();
  const addFile = () => form.file && body.append('file', new Blob([form.file.bytes], { type: form.file.type }), form.file.name);
  if (form.fileFirst) addFile();
  if (form.kind !== undefined) body.append('kind', form.kind);
  if (form.duration !== undefined) body.append('duration', String(form.duration));
  if (!form.fileFirst) addFile();
  const res = await fetch(`${s.baseUrl}/api/v2/upload`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

const MB = 1024 * 1024;

describe('POST /api/v2/upload over real HTTP', () => {
  let s: TestServer;
  let alice: Awaited<ReturnType<typeof createTestUser>>;
  let bob: Awaited<ReturnType<typeof createTestUser>>;
  const stored = () => [
    ...filesUnder(path.join(s.app.ctx.config.mediaDir, 'uploads')),
    ...filesUnder(path.join(s.dataDir, 'tmp')),
  ];

  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
    alice = await createTestUser(s.app);
    bob = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());

  it.each([
    ['png', 'image', MEDIA_HEADERS.png, 'image/png', 'png'],
    ['jpeg', 'image', MEDIA_HEADERS.jpeg, 'image/jpeg', 'jpg'],
    ['webp', 'image', MEDIA_HEADERS.webp, 'image/webp', 'webp'],
    ['gif', 'image', MEDIA_HEADERS.gif, 'image/gif', 'gif'],
    ['webm', 'voice', MEDIA_HEADERS.webm, 'audio/webm', 'webm'],
    ['ogg', 'voice', MEDIA_HEADERS.ogg, 'audio/ogg', 'ogg'],
    ['mp3', 'voice', MEDIA_HEADERS.mp3, 'audio/mpeg', 'mp3'],
    ['wav', 'voice', MEDIA_HEADERS.wav, 'audio/wav', 'wav'],
    ['m4a', 'voice', MEDIA_HEADERS.m4a, 'audio/mp4', 'm4a'],
  ])('stores a %s %s, serves it back and records it', async (name, kind, header, mime, ext) => {
    const bytes = padded(header, 2048);
    const duration = kind === 'voice' ? 3.5 : undefined;
    const r = await upload(s, alice.headers, {
      kind,
      duration,
      file: { bytes, name: `a.${name}`, type: 'application/octet-stream' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      id: expect.stringMatching(/^up_/),
      url: expect.any(String),
      kind,
      mime,
      size: 2048,
      duration: duration ?? null,
    });
    expect(r.body.data.url).toMatch(new RegExp(`^/media/uploads/${alice.userId}/[0-9a-f]{32}\\.${ext}$`));

    const served = await fetch(s.baseUrl + r.body.data.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const row = await s.app.ctx.db.kysely
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', r.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: alice.userId,
      kind,
      mime,
      size: 2048,
      duration: duration ?? null,
      path: r.body.data.url.slice('/media/'.length),
    });
  });

  it('names the type from the bytes, not from what the client claims', async () => {
    const r = await upload(s, alice.headers, {
      kind: 'image',
      file: { bytes: padded(MEDIA_HEADERS.jpeg, 300), name: 'x.png', type: 'image/png' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.mime).toBe('image/jpeg');
    expect(r.body.data.url).toMatch(/\.jpg$/);
  });

  it('accepts the file before the fields', async () => {
    const r = await upload(s, alice.headers, {
      fileFirst: true,
      kind: 'voice',
      duration: 60,
      file: { bytes: padded(MEDIA_HEADERS.ogg, 500), name: 'v.ogg', type: 'audio/ogg' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'voice', duration: 60 });
  });

  it('keeps each user’s files in their own folder', async () => {
    const r = await upload(s, bob.headers, {
      kind: 'image',
      file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'b.png', type: 'image/png' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.url.startsWith(`/media/uploads/${bob.userId}/`)).toBe(true);
    const aliceFiles = filesUnder(path.join(s.app.ctx.config.mediaDir, 'uploads', alice.userId));
    expect(aliceFiles.some((f) => r.body.data.url.endsWith(path.basename(f)))).toBe(false);
  });

  describe('rejections leave nothing behind', () => {
    let before: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      before = stored();
      rowsBefore = (await s.app.ctx.db.kysely.selectFrom('uploads').select('id').execute()).length;
    });
    // Per test, so the one that leaves a file or a row behind is the one that fails.
    afterEach(async () => {
      expect(stored().sort()).toEqual(before.sort());
      expect(await s.app.ctx.db.kysely.selectFrom('uploads').select('id').execute()).toHaveLength(rowsBefore);
    });

    const text = Buffer.from('这不是图片，只是一段文字。'.repeat(10));
    it.each<[string, Form, number, string | RegExp]>([
      [
        'a .png whose bytes are text',
        { kind: 'image', file: { bytes: text, name: 'cat.png', type: 'image/png' } },
        415,
        '文件内容不是支持的图片格式（JPEG、PNG、WebP、GIF）',
      ],
      [
        'an image sent as voice',
        { kind: 'voice', duration: 2, file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'v.webm', type: 'audio/webm' } },
        415,
        '文件内容是图片，与上传类型「语音」不符',
      ],
      [
        'a voice sent as image',
        { kind: 'image', file: { bytes: padded(MEDIA_HEADERS.wav, 100), name: 'i.jpg', type: 'image/jpeg' } },
        415,
        '文件内容是语音，与上传类型「图片」不符',
      ],
      ['an empty file', { kind: 'image', file: { bytes: Buffer.alloc(0), name: 'e.png', type: 'image/png' } }, 400, '文件为空'],
      [
        'an image over 10 MB',
        { kind: 'image', file: { bytes: padded(MEDIA_HEADERS.png, 10 * MB + 1), name: 'big.png', type: 'image/png' } },
        413,
        '图片不能超过 10 MB',
      ],
      [
        'an image over 10 MB before its kind',
        {
          fileFirst: true,
          kind: 'image',
          file: { bytes: padded(MEDIA_HEADERS.png, 10 * MB + 1), name: 'big.png', type: 'image/png' },
        },
        413,
        '图片不能超过 10 MB',
      ],
      [
        'a voice over 5 MB',
        {
          kind: 'voice',
          duration: 30,
          file: { bytes: padded(MEDIA_HEADERS.webm, 5 * MB + 1), name: 'v.webm', type: 'audio/webm' },
        },
        413,
        '语音不能超过 5 MB',
      ],
      [
        'a voice over 60 s',
        { kind: 'voice', duration: 61, file: { bytes: padded(MEDIA_HEADERS.webm, 500), name: 'v.webm', type: 'audio/webm' } },
        400,
        '语音不能超过 60 秒',
      ],
      [
        'a voice without its length',
        { kind: 'voice', file: { bytes: padded(MEDIA_HEADERS.mp3, 500), name: 'v.mp3', type: 'audio/mpeg' } },
        400,
        '请提供语音时长 duration（秒）',
      ],
      [
        'a voice with a nonsense length',
        { kind: 'voice', duration: 'abc', file: { bytes: padded(MEDIA_HEADERS.mp3, 500), name: 'v.mp3', type: 'audio/mpeg' } },
        400,
        '语音时长无效：abc',
      ],
      [
        'an unknown kind',
        { kind: 'video', file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'a.png', type: 'image/png' } },
        400,
        /kind 只能是 image/,
      ],
      [
        'no kind',
        { file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'a.png', type: 'image/png' } },
        400,
        /kind 只能是 image/,
      ],
      ['no file', { kind: 'image' }, 400, '请选择要上传的文件（字段 file）'],
    ])('rejects %s', async (_name, form, status, message) => {
      const r = await upload(s, alice.headers, form);
      expect(r.status).toBe(status);
      expect(statusOfErrorCode(r.body.error_code)).toBe(status);
      expect(r.body.error_msg).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    });

    it('rejects a file under another field name, and a second file', async () => {
      const wrong = new FormData();
      wrong.append('kind', 'image');
      wrong.append('image', new Blob([padded(MEDIA_HEADERS.png, 100)]), 'a.png');
      const r1 = await fetch(`${s.baseUrl}/api/v2/upload`, { method: 'POST', headers: alice.headers, body: wrong });
      expect(r1.status).toBe(400);
      expect(((await r1.json()) as { error_msg: string }).error_msg).toContain('文件字段应名为 file');

      const two = new FormData();
      two.append('kind', 'image');
      two.append('file', new Blob([padded(MEDIA_HEADERS.png, 100)]), 'a.png');
      two.append('file', new Blob([padded(MEDIA_HEADERS.png, 100)]), 'b.png');
      const r2 = await fetch(`${s.baseUrl}/api/v2/upload`, { method: 'POST', headers: alice.headers, body: two });
      expect(r2.status).toBe(400);
      expect(((await r2.json()) as { error_msg: string }).error_msg).toBe('一次只能上传一个文件');
    });

    it('rejects a declared length no accepted file could have before reading it', async () => {
      const res = await fetch(`${s.baseUrl}/api/v2/upload`, {
        method: 'POST',
        headers: { ...alice.headers, 'content-type': 'multipart/form-data; boundary=x' },
        body: Buffer.alloc(11 * MB),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error_msg: string }).error_msg).toBe('文件不能超过 10 MB');
    });

    it('rejects JSON and a missing token', async () => {
      const json = await postJson(s.baseUrl, '/api/v2/upload', { kind: 'image' }, alice.headers);
      expect(json.status).toBe(415);
      expect(json.body.error_msg).toBe('请以 multipart/form-data 上传文件');
      const anon = await upload(
        s,
        {},
        { kind: 'image', file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'a.png', type: 'image/png' } },
      );
      expect(anon.status).toBe(401);
    });
  });

  it('still answers on the same connections after rejecting large uploads', async () => {
    const r = await postJson(s.baseUrl, '/api/v1/get_label_list', {}, alice.headers);
    expect(r.status).toBe(200);
  });
});

describe('POST /api/v2/upload when the database refuses the record', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
  });
  afterAll(async () => s?.close());

  it('answers 500 without details and removes the file it had already moved into place', async () => {
    const user = await createTestUser(s.app);
    await sql`DROP TABLE uploads`.execute(s.app.ctx.db.kysely);
    const r = await upload(s, user.headers, {
      kind: 'image',
      file: { bytes: padded(MEDIA_HEADERS.gif, 200), name: 'a.gif', type: 'image/gif' },
    });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ error_code: 500, error_msg: '服务器开小差了，请稍后重试' });
    expect(filesUnder(path.join(s.app.ctx.config.mediaDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(s.dataDir, 'tmp'))).toEqual([]);
  });
});

describe('POST /api/v2/upload with a broken body', () => {
  let s: TestServer;
  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
    user = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());

  /** Writes a request by hand and returns the first line and body of the answer, and when it came. */
  function raw(body: string, declared: number): Promise<{ ms: number; head: string; body: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(new URL(s.baseUrl).port), '127.0.0.1', () =>
        socket.write(
          `POST /api/v2/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${user.token}\r\n` +
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
  let s: TestServer;
  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
    user = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());

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
    const res = await fetch(`${s.baseUrl}/api/v2/upload`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': contentType },
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
