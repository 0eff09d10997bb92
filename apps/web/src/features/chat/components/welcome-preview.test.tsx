import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { WELCOME_WORDS } from '@app/protocol/welcome-words';
import { WelcomePreview } from './welcome-preview';

const BODY = WELCOME_WORDS['zh-CN'].body;
const paragraphs = () => [...screen.getByTestId('welcome-preview').querySelectorAll('p')];

describe('WelcomePreview', () => {
  it.each([
    ['before guide_text answers: a placeholder line, then the body every user gets', null, [null, BODY]],
    ['with the answer: its greeting line and its body', `早上好，用户42！\n\n${BODY}`, ['早上好，用户42！', BODY]],
    ['with an answer of one paragraph: that paragraph', '下午好！想买点什么？', ['下午好！想买点什么？']],
  ] as const)('%s', (_, text, expected) => {
    render(<WelcomePreview text={text} historyPending={false} />);
    expect(paragraphs().map((p) => (p.querySelector('span') ? null : p.textContent))).toEqual(expected);
    expect(screen.queryAllByTestId('greeting-placeholder')).toHaveLength(text === null ? 1 : 0);
  });

  it("keeps the body's paragraph node when the greeting line arrives (the first screen's largest paint is not redone)", () => {
    const view = render(<WelcomePreview text={null} historyPending />);
    const body = paragraphs()[1];
    view.rerender(<WelcomePreview text={`早上好，用户42！\n\n${BODY}`} historyPending />);
    expect(paragraphs()[1]).toBe(body);
    expect(screen.getByTestId('history-skeleton')).toBeTruthy();
  });
});
