import { FIELD_LABELS } from '@app/protocol';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { AppError } from './app-error';

/**
 * Route-schema failures as one zh-CN sentence naming the first failing field
 * (`手机号：请输入正确的手机号`), the same wording as protocol's describeZodError. The zod type
 * provider reports issues as `{instancePath: '/phone', message}`; Fastify's default would lose
 * the field and the error handler would answer a generic 请求参数有误.
 */
export function describeSchemaErrors(errors: FastifySchemaValidationError[]): AppError {
  const first = errors[0];
  if (!first) return new AppError('validation');
  const path = first.instancePath.split('/').filter(Boolean);
  const label = FIELD_LABELS[path[0] ?? ''] ?? path.join('.');
  return new AppError('validation', label ? `${label}：${first.message ?? '格式不正确'}` : (first.message ?? undefined));
}
