/** Shapes an out-of-scope question may have beside its words: a sum, an equation, a pasted tag. */
const OPERATORS = '+-*/×÷';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** What follows figures that are days or a span, not a sum (6-8号, 10/1出发, 6-8返程). */
const NOT_A_SUM_AFTER = ['号', '日', '返', '回', '去', '出发', '飞', '走', '月'];

/** 3 + 4, 12×7: a sum to work out (blanks around the operator allowed); 6-8号 is a span of days. */
export function hasSum(text: string): boolean {
  const t = text.split(' ').join('');
  for (let i = 1; i < t.length - 1; i++) {
    if (!OPERATORS.includes(t[i]!) || !isDigit(t[i - 1]) || !isDigit(t[i + 1])) continue;
    let end = i + 1;
    while (isDigit(t[end])) end++;
    if (!NOT_A_SUM_AFTER.some((w) => t.startsWith(w, end))) return true;
  }
  return false;
}

/** 3x+5=20, x+2=5: an equation to solve (a figure or a letter before =, a figure after it). */
export function hasEquation(text: string): boolean {
  const t = text.split(' ').join('');
  for (let i = t.indexOf('='); i > 0; i = t.indexOf('=', i + 1)) {
    const before = t[i - 1]!;
    if ((isDigit(before) || (before >= 'a' && before <= 'z')) && isDigit(t[i + 1])) return true;
  }
  return false;
}

/** <div>, </p>: a pasted markup tag. */
export function hasTag(text: string): boolean {
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const next = text[i + 1] === '/' ? text[i + 2] : text[i + 1];
    if (next && next >= 'a' && next <= 'z') return true;
  }
  return false;
}
