import { describe, expect, it } from 'vitest';
import { viewOfEntry } from './entry-kinds';

const at = '2026-01-02T03:04:05.000Z';

describe('viewOfEntry', () => {
  it.each([
    [
      'a /chatNext question opens the conversation at that question',
      { kind: 'question' as const, question_id: 'q_1', question: '推荐耳机', answer_excerpt: '索尼', at },
      {
        href: '/chatNext?question_id=q_1',
        title: '推荐耳机',
        question: null,
        ref: { kind: 'question', id: 'q_1' },
        deleteKeys: expect.objectContaining({ label: 'history.deleteQuestionLabel' }),
        badgeKey: 'history.kind.question',
      },
    ],
    [
      'a session opens /chat/{id} and shows its latest question under its title',
      { kind: 'session' as const, session_id: 's_1', title: '轻薄本', question: '续航呢', answer_excerpt: '十小时', at },
      {
        href: '/chat/s_1',
        title: '轻薄本',
        question: '续航呢',
        ref: { kind: 'session', id: 's_1' },
        deleteKeys: expect.objectContaining({ label: 'history.deleteLabel' }),
        badgeKey: 'history.kind.session',
      },
    ],
    [
      'a session whose only question is its title shows it once',
      { kind: 'session' as const, session_id: 's 2', title: '轻薄本', question: '轻薄本', answer_excerpt: '', at },
      { href: '/chat/s%202', title: '轻薄本', question: null },
    ],
  ])('%s', (_name, entry, expected) => {
    expect(viewOfEntry(entry)).toMatchObject(expected);
  });
});
