import crypto from 'node:crypto';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { UploadResult } from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { newId } from '../../shared/token';
import { uploadRepository } from './repository';
import { MAX_UPLOAD_BYTES, checkUpload, maxBytesFor, parseKind, tooLarge } from './rules';
import { commit, discard, receiveToTemp, type ReceivedFile } from './storage';

/** Room for the form's boundaries and small fields around the largest accepted file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** User ids become a directory name; anything but the id alphabet would be a path trick. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

/** Errors of @fastify/multipart and busboy, reworded for the user. */
const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () => new AppError('bad_request', '一次只能上传一个文件'),
  FST_PARTS_LIMIT: () => new AppError('bad_request', '表单字段过多'),
  FST_FIELDS_LIMIT: () => new AppError('bad_request', '表单字段过多'),
  FST_PROTO_VIOLATION: () => new AppError('bad_request', '表单字段名无效'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('unsupported_media_type', '请以 multipart/form-data 上传文件'),
};

function reword(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string };
  const known = e?.code ? MULTIPART_ERRORS[e.code] : undefined;
  if (known) return known();
  if (typeof e?.message === 'string' && /Unexpected end of|Malformed|terminated early/i.test(e.message)) {
    return new AppError('bad_request', '上传内容不完整或格式有误');
  }
  // busboy's own refusals of the Content-Type, for a header the route's check let through.
  if (typeof e?.message === 'string' && /Boundary not found|needle cannot/i.test(e.message)) {
    return new AppError('bad_request', 'Content-Type 的 boundary 参数无效，无法解析上传的表单');
  }
  return err;
}

const drain = (stream: Readable) => pipeline(stream, new Writable({ write: (_chunk, _enc, done) => done() }));

export function createUploadService(ctx: AppContext) {
  const repo = uploadRepository(ctx.db);
  // Under the data dir, beside (not inside) the media dir: same filesystem so rename is atomic,
  // and never served, so a half-written file cannot be fetched.
  const tmpDir = path.join(ctx.config.dataDir, 'tmp', 'uploads');

  async function readForm(parts: () => AsyncIterable<Multipart>) {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | null = null;
    try {
      for await (const part of parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname !== 'file') {
          await drain(part.file);
          throw new AppError('bad_request', `文件字段应名为 file，收到的是 ${part.fieldname.slice(0, 20)}`);
        } else {
          // The kind's own cap applies when `kind` came first; otherwise the largest, checked again later.
          file = await receiveToTemp(part.file, tmpDir, maxBytesFor(parseKind(fields.kind)));
        }
      }
      return { fields, file };
    } catch (err) {
      if (file) await discard(file.tmpPath);
      throw reword(err);
    }
  }

  return {
    /** Rejects, before reading, a request whose declared length no accepted file could have. */
    assertDeclaredLength(contentLength: string | undefined): void {
      const length = Number(contentLength);
      if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge(null);
    },

    /** Reads the form, checks it, and stores the file; on any failure nothing is left on disk or in the table. */
    /** `parts` starts the parser, which throws at once on a Content-Type it cannot use. */
    async receive(userId: string, parts: () => AsyncIterable<Multipart>): Promise<UploadResult> {
      if (!SAFE_SEGMENT.test(userId)) throw new AppError('forbidden');
      const { fields, file } = await readForm(parts);
      let finalPath: string | null = null;
      try {
        const accepted = checkUpload(fields, file);
        const relative = path.posix.join('uploads', userId, `${crypto.randomBytes(16).toString('hex')}.${accepted.ext}`);
        finalPath = path.join(ctx.config.mediaDir, relative);
        await commit(accepted.file.tmpPath, finalPath);
        const row = {
          id: newId('up_'),
          user_id: userId,
          kind: accepted.kind,
          mime: accepted.mime,
          size: accepted.file.size,
          duration: accepted.duration,
          path: relative,
          created_at: ctx.now(),
        };
        await repo.insert(row);
        return {
          id: row.id,
          url: `/media/${relative}`,
          kind: accepted.kind,
          mime: row.mime,
          size: row.size,
          duration: row.duration,
        };
      } catch (err) {
        if (file) await discard(file.tmpPath);
        if (finalPath) await discard(finalPath);
        throw err;
      }
    },
  };
}
