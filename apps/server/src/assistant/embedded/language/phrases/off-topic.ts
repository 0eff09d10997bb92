/**
 * What an out-of-scope question is about, so the answer says which thing the assistant cannot
 * do (没法帮你查天气). Data rows: the words that name each topic, lowercase, and a shape some
 * topics also have (a sum, a markup tag); the first row wins.
 */
const OPERATORS = '+-*/×÷';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** 3 + 4, 12×7: a sum to work out (blanks around the operator allowed). */
function hasSum(text: string): boolean {
  const t = text.split(' ').join('');
  for (let i = 1; i < t.length - 1; i++) if (OPERATORS.includes(t[i]!) && isDigit(t[i - 1]) && isDigit(t[i + 1])) return true;
  return false;
}

/** <div>, </p>: a pasted markup tag. */
function hasTag(text: string): boolean {
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const next = text[i + 1] === '/' ? text[i + 2] : text[i + 1];
    if (next && next >= 'a' && next <= 'z') return true;
  }
  return false;
}

export const OFF_TOPICS: ReadonlyArray<{ topic: string; words: readonly string[]; also?: (text: string) => boolean }> = [
  { topic: '查天气', words: ['天气', '气温', '下雨', '下雪', '台风', '雾霾'] },
  { topic: '看新闻', words: ['新闻', '热搜', '头条'] },
  { topic: '看行情', words: ['股票', '股价', '基金', '彩票', '汇率'] },
  { topic: '解题算数', words: ['作业', '数学题', '方程', '几何题', '算一下', '计算一下', '等于'], also: hasSum },
  { topic: '做翻译', words: ['翻译'] },
  { topic: '写文章', words: ['写一篇', '写篇', '写首', '写一首', '作文', '写诗'] },
  { topic: '查火车票', words: ['高铁', '火车'] },
  { topic: '写代码或解读代码', words: ['python', 'java', '代码', '程序', '编程', 'html', 'css', 'sql'], also: hasTag },
];

/** The topic a question is about, when it names one of the rows; null otherwise. */
export function offTopicOf(text: string): string | null {
  const lower = text.toLowerCase();
  return OFF_TOPICS.find((r) => r.words.some((w) => lower.includes(w)) || r.also?.(lower))?.topic ?? null;
}
