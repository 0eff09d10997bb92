import { z } from 'zod';

/** Zod's own messages in zh-CN, so a validation failure the schemas do not word is still readable. */
z.config(z.locales.zhCN());

/** Field names in messages: `手机号：请输入正确的手机号`. */
export const FIELD_LABELS: Record<string, string> = {
  phone: '手机号',
  code: '验证码',
  password: '密码',
  nickname: '昵称',
  account: '账号',
  question: '问题',
  question_id: '问题编号',
  session_id: '会话编号',
  target_price: '目标价格',
  captcha_id: '图形验证码编号',
  captcha_text: '图形验证码',
  assess: '评价',
  label_ids: '反馈标签',
  content: '内容',
  limit: '数量',
};

/** One zh-CN sentence for a zod error, naming the first failing field. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数有误';
  const key = issue.path.map(String).join('.');
  const label = FIELD_LABELS[String(issue.path[0] ?? '')] ?? key;
  return label ? `${label}：${issue.message}` : issue.message;
}
