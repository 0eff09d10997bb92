import { CONTROL_CHARACTER_MESSAGE, FIELD_LABELS, findControlCharacter } from '@app/protocol';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
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

/**
 * The zod validator, after one check every request part's strings share: no control characters
 * (packages/protocol text-safety.ts). A NUL in any field is a 400 naming the field, whatever the
 * route's schema, instead of reaching the database (PostgreSQL refuses it with a 500).
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<never> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart === 'headers') return validate;
  return (data: unknown) => {
    const at = findControlCharacter(data);
    if (at === null) return validate(data);
    return {
      error: [
        {
          keyword: 'control',
          instancePath: `/${at.join('/')}`,
          schemaPath: '',
          params: {},
          message: CONTROL_CHARACTER_MESSAGE,
        },
      ],
    };
  };
};
