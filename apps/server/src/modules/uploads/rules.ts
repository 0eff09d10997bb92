import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from '@app/protocol';
import { AppError } from '../../http/app-error';
import { sniffMedia } from './sniff';

const KIND_LABEL: Record<UploadKind, string> = { image: '图片', voice: '语音' };
const FORMATS: Record<UploadKind, string> = { image: 'JPEG、PNG、WebP、GIF', voice: 'WebM、OGG、M4A/AAC、MP3、WAV' };
const MB = 1024 * 1024;

/** The largest file any kind accepts: the ceiling while the `kind` field has not arrived yet. */
export const MAX_UPLOAD_BYTES = Math.max(...UPLOAD_KINDS.map((k) => UPLOAD_LIMITS[k].maxBytes));

export const parseKind = (value: string | undefined): UploadKind | null =>
  (UPLOAD_KINDS as readonly string[]).includes(value ?? '') ? (value as UploadKind) : null;

export const maxBytesFor = (kind: UploadKind | null): number => (kind ? UPLOAD_LIMITS[kind].maxBytes : MAX_UPLOAD_BYTES);

export const tooLarge = (kind: UploadKind | null) =>
  new AppError('payload_too_large', `${kind ? KIND_LABEL[kind] : '文件'}不能超过 ${maxBytesFor(kind) / MB} MB`);

export interface CandidateFile {
  size: number;
  overflow: boolean;
  head: Buffer;
}

export interface AcceptedUpload<F extends CandidateFile = CandidateFile> {
  file: F;
  kind: UploadKind;
  mime: string;
  ext: string;
  duration: number | null;
}

/** Voice length in seconds as the client measured it; containers are not parsed (the size cap bounds it too). */
function voiceDuration(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') throw new AppError('bad_request', '请提供语音时长 duration（秒）');
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new AppError('bad_request', `语音时长无效：${raw.slice(0, 20)}`);
  const max = UPLOAD_LIMITS.voice.maxSeconds;
  if (seconds > max) throw new AppError('bad_request', `语音不能超过 ${max} 秒`);
  return Math.round(seconds * 1000) / 1000;
}

/**
 * Decides whether a received upload is acceptable, in the order a user can act on: what it is
 * meant to be, that there is a file, its size, what its bytes really are, then voice length.
 */
export function checkUpload<F extends CandidateFile>(fields: Record<string, string>, file: F | null): AcceptedUpload<F> {
  const kind = parseKind(fields.kind);
  if (!kind) throw new AppError('bad_request', '上传类型 kind 只能是 image（图片）或 voice（语音）');
  if (!file) throw new AppError('bad_request', '请选择要上传的文件（字段 file）');
  if (file.size === 0) throw new AppError('bad_request', '文件为空');
  if (file.overflow || file.size > UPLOAD_LIMITS[kind].maxBytes) throw tooLarge(kind);

  const sniffed = sniffMedia(file.head);
  if (!sniffed) throw new AppError('unsupported_media_type', `文件内容不是支持的${KIND_LABEL[kind]}格式（${FORMATS[kind]}）`);
  if (sniffed.kind !== kind) {
    throw new AppError('unsupported_media_type', `文件内容是${KIND_LABEL[sniffed.kind]}，与上传类型「${KIND_LABEL[kind]}」不符`);
  }
  const duration = kind === 'voice' ? voiceDuration(fields.duration) : null;
  return { file, kind, mime: sniffed.mime, ext: sniffed.ext, duration };
}
