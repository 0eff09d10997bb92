import { describe, expect, it } from 'vitest';
import { describeSchemaErrors } from './schema-errors';

describe('describeSchemaErrors', () => {
  const issue = (instancePath: string, message: string) => ({ instancePath, message, keyword: 'x', schemaPath: '#', params: {} });

  it.each([
    ['/phone', '请输入正确的手机号', '手机号：请输入正确的手机号'],
    ['/captcha_text', '最多 16 个字符', '图形验证码：最多 16 个字符'],
    ['/extra/deep', '无效输入', 'extra.deep：无效输入'],
    ['', '无效输入：期望 object', '无效输入：期望 object'],
  ])('%s → %s', (path, message, expected) => {
    const err = describeSchemaErrors([issue(path, message)]);
    expect(err.status).toBe(400);
    expect(err.message).toBe(expected);
  });

  it('falls back to the generic text with no issues', () => {
    expect(describeSchemaErrors([]).message).toBe('请求参数有误');
  });
});
