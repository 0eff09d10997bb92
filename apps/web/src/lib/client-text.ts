import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { i18n } from './i18n';

type ClientTextKey = keyof typeof CLIENT_ERROR_TEXT;
const KEY_OF = new Map(Object.entries(CLIENT_ERROR_TEXT).map(([key, text]) => [text, key as ClientTextKey]));

/**
 * The app's own fixed texts (spec section 8 names them in zh-CN: 网络异常…, 已停止输出) in the
 * user's language (issue 21 item 14); any other text, such as a server's message, as it is.
 */
export function inUserLanguage(text: string): string {
  const key = KEY_OF.get(text as (typeof CLIENT_ERROR_TEXT)[ClientTextKey]);
  return key ? i18n.t(`clientText.${key}`, { ns: 'common' }) : text;
}
