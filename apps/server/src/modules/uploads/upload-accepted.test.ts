import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';
import { filesUnder, upload, uploadServer } from '../../testing/upload-requests';

describe('POST /api/v2/upload over real HTTP: accepted files', () => {
  const srv = uploadServer();

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
    const r = await upload(srv.s, srv.alice.headers, {
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
    expect(r.body.data.url).toMatch(new RegExp(`^/media/uploads/${srv.alice.userId}/[0-9a-f]{32}\\.${ext}$`));

    const served = await fetch(srv.s.baseUrl + r.body.data.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const row = await srv.s.app.ctx.db.kysely
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', r.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: srv.alice.userId,
      kind,
      mime,
      size: 2048,
      duration: duration ?? null,
      path: r.body.data.url.slice('/media/'.length),
    });
  });

  it('names the type from the bytes, not from what the client claims', async () => {
    const r = await upload(srv.s, srv.alice.headers, {
      kind: 'image',
      file: { bytes: padded(MEDIA_HEADERS.jpeg, 300), name: 'x.png', type: 'image/png' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.mime).toBe('image/jpeg');
    expect(r.body.data.url).toMatch(/\.jpg$/);
  });

  it('accepts the file before the fields', async () => {
    const r = await upload(srv.s, srv.alice.headers, {
      fileFirst: true,
      kind: 'voice',
      duration: 60,
      file: { bytes: padded(MEDIA_HEADERS.ogg, 500), name: 'v.ogg', type: 'audio/ogg' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'voice', duration: 60 });
  });

  it('keeps each user’s files in their own folder', async () => {
    const r = await upload(srv.s, srv.bob.headers, {
      kind: 'image',
      file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'b.png', type: 'image/png' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.url.startsWith(`/media/uploads/${srv.bob.userId}/`)).toBe(true);
    const aliceFiles = filesUnder(path.join(srv.s.app.ctx.config.mediaDir, 'uploads', srv.alice.userId));
    expect(aliceFiles.some((f) => r.body.data.url.endsWith(path.basename(f)))).toBe(false);
  });
});
