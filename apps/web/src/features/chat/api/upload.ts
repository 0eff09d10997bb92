import { UPLOADS_ENDPOINTS } from '@app/protocol/uploads';
import { uploadResultSchema, type UploadKind, type UploadResult } from '@app/protocol/uploads';
import { http } from '@/lib/http';

export interface UploadInput {
  file: Blob;
  kind: UploadKind;
  /** Voice length in seconds. */
  duration?: number;
  fileName?: string;
}

/** `POST /api/v2/upload` multipart {kind, duration?, file}: `kind` first so the server applies its cap early. */
export function uploadMedia({ file, kind, duration, fileName }: UploadInput): Promise<UploadResult> {
  const form = new FormData();
  form.append('kind', kind);
  if (duration !== undefined) form.append('duration', String(duration));
  form.append('file', file, fileName ?? (file instanceof File ? file.name : kind));
  return http.post(UPLOADS_ENDPOINTS.upload, undefined, {
    multipart: form,
    quiet: true,
    formatData: (d) => uploadResultSchema.parse(d),
  });
}
