import { HISTORY_EXCERPT_MAX } from '@app/protocol';

/** Markdown an answer is written in, reduced to the words a reader sees. */
export function plainAnswer(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/^\s*:?-{3,}:?\s*$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a history entry shows of its answer: the start, or, when the keyword is in the answer,
 * the part around it (so the reader sees why a search found it). Counted in code points, so an
 * emoji is never cut in half; an ellipsis marks a cut.
 */
export function answerExcerpt(answer: string, keyword: string | null, max: number = HISTORY_EXCERPT_MAX): string {
  const chars = [...plainAnswer(answer)];
  if (chars.length <= max) return chars.join('');
  const at = keyword ? findChars(chars, keyword) : -1;
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(max / 3), chars.length - max));
  const end = start + max;
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}

/** Where `keyword` starts in `chars` (case-insensitive), in code points; -1 when absent. */
function findChars(chars: string[], keyword: string): number {
  const needle = [...keyword.toLowerCase()];
  const hay = chars.map((c) => c.toLowerCase());
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
