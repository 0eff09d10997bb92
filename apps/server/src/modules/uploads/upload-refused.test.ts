import { statusOfErrorCode } from '@app/protocol';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson } from '../../testing/harness';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';
import { filesUnder, MB, storedFiles, upload, uploadServer, type Form } from '../../testing/upload-requests';

describe('POST /api/v2/upload over real HTTP: refused files', () => {
  const srv = uploadServer();

  describe('rejections leave nothing behind', () => {
    let before: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      before = storedFiles(srv.s);
      rowsBefore = (await srv.s.app.ctx.db.kysely.selectFrom('uploads').select('id').execute()).length;
    });
    // Per test, so the one that leaves a file or a row behind is the one that fails.
    afterEach(async () => {
      expect(storedFiles(srv.s).sort()).toEqual(before.sort());
      expect(await srv.s.app.ctx.db.kysely.selectFrom('uploads').select('id').execute()).toHaveLength(rowsBefore);
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
      const r = await upload(srv.s, srv.alice.headers, form);
      expect(r.status).toBe(status);
      expect(statusOfErrorCode(r.body.error_code)).toBe(status);
      expect(r.body.error_msg).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    });

    it('rejects a file under another field name, and a second file', async () => {
      const wrong = new FormData();
      wrong.append('kind', 'image');
      wrong.append('image', new Blob([padded(MEDIA_HEADERS.png, 100)]), 'a.png');
      const r1 = await fetch(`${srv.s.baseUrl}/api/v2/upload`, { method: 'POST', headers: srv.alice.headers, body: wrong });
      expect(r1.status).toBe(400);
      expect(((await r1.json()) as { error_msg: string }).error_msg).toContain('文件字段应名为 file');

      const two = new FormData();
      two.append('kind', 'image');
      two.append('file', new Blob([padded(MEDIA_HEADERS.png, 100)]), 'a.png');
      two.append('file', new Blob([padded(MEDIA_HEADERS.png, 100)]), 'b.png');
      const r2 = await fetch(`${srv.s.baseUrl}/api/v2/upload`, { method: 'POST', headers: srv.alice.headers, body: two });
      expect(r2.status).toBe(400);
      expect(((await r2.json()) as { error_msg: string }).error_msg).toBe('一次只能上传一个文件');
    });

    it('rejects a declared length no accepted file could have before reading it', async () => {
      const res = await fetch(`${srv.s.baseUrl}/api/v2/upload`, {
        method: 'POST',
        headers: { ...srv.alice.headers, 'content-type': 'multipart/form-data; boundary=x' },
        body: Buffer.alloc(11 * MB),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error_msg: string }).error_msg).toBe('文件不能超过 10 MB');
    });

    it('rejects JSON and a missing token', async () => {
      const json = await postJson(srv.s.baseUrl, '/api/v2/upload', { kind: 'image' }, srv.alice.headers);
      expect(json.status).toBe(415);
      expect(json.body.error_msg).toBe('请以 multipart/form-data 上传文件');
      const anon = await upload(
        srv.s,
        {},
        { kind: 'image', file: { bytes: padded(MEDIA_HEADERS.png, 100), name: 'a.png', type: 'image/png' } },
      );
      expect(anon.status).toBe(401);
    });
  });

  it('still answers on the same connections after rejecting large uploads', async () => {
    const r = await postJson(srv.s.baseUrl, '/api/v1/get_label_list', {}, srv.alice.headers);
    expect(r.status).toBe(200);
  });
});

describe('POST /api/v2/upload when the database refuses the record', () => {
  const srv = uploadServer();

  it('answers 500 without details and removes the file it had already moved into place', async () => {
    await sql`DROP TABLE uploads`.execute(srv.s.app.ctx.db.kysely);
    const r = await upload(srv.s, srv.alice.headers, {
      kind: 'image',
      file: { bytes: padded(MEDIA_HEADERS.gif, 200), name: 'a.gif', type: 'image/gif' },
    });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ error_code: 500, error_msg: '服务器开小差了，请稍后重试' });
    expect(filesUnder(path.join(srv.s.app.ctx.config.mediaDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(srv.s.dataDir, 'tmp'))).toEqual([]);
  });
});
