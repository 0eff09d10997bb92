import { z } from 'zod';

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
