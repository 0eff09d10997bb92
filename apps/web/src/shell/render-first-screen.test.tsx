import { afterEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_WORDS } from '@app/protocol/welcome-words';
import { mockFetch } from '@/test/fetch-mock';
import { SHELL_ATTRIBUTE } from './inert-copy';

describe('renderFirstScreen (index.html static shell)', () => {
  afterEach(() => {
    document.cookie = 'accessToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it("is /chatNext's first commit for a stored login, inert, with one composer per input mode", async () => {
    // The network never answers: the shell is the screen before any answer has come.
    mockFetch(() => new Promise<Response>(() => {}));
    document.cookie = 'accessToken=stored; path=/';
    vi.resetModules(); // the auth store reads the cookie when it is created
    const { renderFirstScreen } = await import('./render-first-screen');
    const html = await renderFirstScreen(document);
    const shell = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;

    expect(shell.hasAttribute(SHELL_ATTRIBUTE)).toBe(true);
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    // The app's own screen: header, toolbar, the greeting's preview with the history placeholder, composers.
    expect(shell.querySelector('header')?.textContent).toContain('AI 导购助手');
    expect(shell.textContent).toContain('新对话');
    const bubble = [...shell.querySelectorAll('p')].map((p) => p.textContent);
    expect(bubble).toContain(WELCOME_WORDS['zh-CN'].body);
    expect(shell.querySelectorAll('form[data-mode]')).toHaveLength(2);
    expect([...shell.querySelectorAll('form[data-mode]')].map((f) => f.getAttribute('data-mode'))).toEqual(['voice', 'text']);
    expect(shell.textContent).toContain('按住 说话');
    expect(shell.querySelector('textarea')?.getAttribute('placeholder')).toMatch(/想买点什么/);
    // Nothing tests, labels or scripts could find in it, and nothing only read out.
    expect(shell.querySelectorAll('[id], [data-testid], [aria-controls], [aria-describedby], label[for]')).toHaveLength(0);
    expect(shell.querySelectorAll('.visually-hidden')).toHaveLength(0);
    expect(html).not.toContain('history-skeleton');
    expect(shell.querySelectorAll('[aria-label="正在加载历史消息…"] > span')).toHaveLength(4);
  });
});
