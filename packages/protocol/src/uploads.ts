import { z } from 'zod';

/** Uploads (spec section 7): the image or voice a question carries, served back under `/media/`. */
export const UPLOADS_ENDPOINTS = {
  upload: '/api/v2/upload',
} as const;

export const UPLOAD_KINDS = ['image', 'voice'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Per-kind limits of `POST /api/v2/upload`; the client checks them before sending. */
export const UPLOAD_LIMITS = {
  image: { maxBytes: 10 * 1024 * 1024, mimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  voice: {
    maxBytes: 5 * 1024 * 1024,
    maxSeconds: 60,
    mimes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/aac', 'audio/mpeg', 'audio/wav'],
  },
} as const;

/**
 * `POST /api/v2/upload` (multipart/form-data: `file`, `kind`, and for voice `duration` in
 * seconds) answer. `url` is served by the server under `/media/`.
 */
export const uploadResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  mime: z.string(),
  size: z.number().int(),
  duration: z.number().nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
