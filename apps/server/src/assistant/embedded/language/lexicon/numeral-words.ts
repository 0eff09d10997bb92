/**
 * 大写 numerals, as on a cheque or a formal price (壹仟元, 贰佰伍拾), and the everyday numeral
 * each one is read as (normalise.ts). A run is read only when it holds one of the digits or
 * 佰/仟: a lone 拾 is 收拾, not ten.
 */
export const FINANCIAL_NUMERALS: ReadonlyArray<readonly [formal: string, plain: string]> = [
  ['零', '零'],
  ['壹', '一'],
  ['贰', '二'],
  ['貳', '二'],
  ['叁', '三'],
  ['參', '三'],
  ['肆', '四'],
  ['伍', '五'],
  ['陆', '六'],
  ['陸', '六'],
  ['柒', '七'],
  ['捌', '八'],
  ['玖', '九'],
  ['拾', '十'],
  ['佰', '百'],
  ['仟', '千'],
  ['万', '万'],
  ['萬', '万'],
];

/** Characters that make a run formal numerals (拾, 零 and 万 alone are everyday words). */
export const FINANCIAL_MARKS = '壹贰貳叁參肆伍陆陸柒捌玖佰仟';

/** Place-value budgets: 三位数 is 100–999 yuan (decision 070). */
export const DIGIT_COUNT_BUDGETS: ReadonlyArray<readonly [words: string[], min: number, max: number]> = [
  [['两位数', '二位数'], 10, 99],
  [['三位数'], 100, 999],
  [['四位数'], 1000, 9999],
  [['五位数'], 10000, 99999],
];
