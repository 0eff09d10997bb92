import { z } from 'zod';

/** Every JSON endpoint lives under this prefix; each module's file names its endpoints (`*_ENDPOINTS`). */
export const API_PREFIX = '/api/';

/** DESIGN 2.1: success is `{data}`, failure is `{error_code, error_msg}`; never both. */
export const errorBodySchema = z.object({
  error_code: z.number().int(),
  error_msg: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successBodySchema = <T extends z.ZodType>(data: T) => z.object({ data });
export type SuccessBody<T> = { data: T };

/** A body that may be absent (Fastify then validates `null`): read as `{}`. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
