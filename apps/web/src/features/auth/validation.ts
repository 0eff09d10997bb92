import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { ApiError } from '@/lib/http';

/** The part of a protocol (zod) schema the forms use. */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** The first zh-CN message of a failed zod check, or undefined when the value is valid. */
export function fieldError(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? CLIENT_ERROR_TEXT.requestError);
}

/** The text to show inline for a failed call. */
export const failureText = (error: unknown): string =>
  error instanceof ApiError ? error.message : CLIENT_ERROR_TEXT.requestError;
