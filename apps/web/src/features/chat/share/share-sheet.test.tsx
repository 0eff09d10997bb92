import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareSummary } from '@app/protocol/shares';
import '@/lib/i18n';
import { json, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import ShareSheet from './share-sheet';

const TOKEN_NEW = 'N'.repeat(32);
const TOKEN_OLD = 'O'.repeat(32);
const summary = (token: string, title: string, fields: Partial<ShareSummary> = {}): ShareSummary => ({
  token,
  source: 'session',
  title,
  turn_count: 2,
  created_at: new Date().toISOString(),
  revoked_at: null,
  ...fields,
});

/** A fake server: creating adds the new link to the list; revoking marks one revoked. */
function serve(options: { createStatus?: number } = {}) {
  let list = [summary(TOKEN_OLD, '学生党轻薄本', { source: 'chat_next', turn_count: 10 })];
  return mockFetch((call: RecordedCall) => {
    if (call.url.endsWith('/api/v2/shares')) {
      if (options.createStatus)
        return json({ code: 40001, key: 'nothing_to_share', message: '还没有可以分享的回答' }, options.createStatus);
      const made = summary(TOKEN_NEW, '推荐耳机');
      list = [made, ...list];
      return json({ data: made });
    }
    if (call.url.endsWith('/api/v2/shares/revoke')) {
      const { token } = call.body as { token: string };
      list = list.map((s) => (s.token === token ? { ...s, revoked_at: new Date().toISOString() } : s));
      return json({ data: list.find((s) => s.token === token) });
    }
    return json({ data: { list } });
  });
}

/** Opens the sheet and, unless told not to, confirms 生成链接并复制 (a link is made only then). */
function renderSheet(scope: Record<string, string> = { session_id: 's_1' }, confirm = true) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShareSheet scope={scope} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  if (confirm) fireEvent.click(screen.getByTestId('share-confirm'));
}

afterEach(() => vi.unstubAllGlobals());

const row = async (title: string) => (await screen.findByText(title)).closest('li')!;

describe('share sheet on a v1 session', () => {
  it('makes no link until the user confirms, and says what the link would hold', async () => {
    const { calls } = serve();
    renderSheet({ session_id: 's_1' }, false);
    expect(screen.getByText(/这个会话最近的几轮问答/)).toBeTruthy();
    await screen.findAllByTestId('my-share');
    expect(calls.filter((c) => c.url.endsWith('/api/v2/shares'))).toEqual([]);
    expect(screen.queryByTestId('share-link')).toBeNull();
    fireEvent.click(screen.getByTestId('share-confirm'));
    await screen.findByTestId('share-link');
    expect(calls.filter((c) => c.url.endsWith('/api/v2/shares'))).toHaveLength(1);
  });

  it('makes a link to that session and lists it in 我的分享 beside the older one', async () => {
    const { calls } = serve();
    renderSheet();
    const link = (await screen.findByTestId('share-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/share/${TOKEN_NEW}`);
    expect(calls.find((c) => c.url.endsWith('/api/v2/shares'))!.body).toEqual({ session_id: 's_1' });
    expect(screen.getByText(/这个会话最近的 2 轮问答/)).toBeTruthy();

    expect(screen.getByRole('heading', { name: '我的分享' })).toBeTruthy();
    const mine = await screen.findAllByTestId('my-share');
    expect(mine.map((li) => within(li).getByTestId('my-share-title').textContent)).toEqual(['推荐耳机', '学生党轻薄本']);
    expect(within(mine[1]!).getByText(/10 轮问答/)).toBeTruthy();
    expect(mine.map((li) => within(li).getByTestId('my-share-state').textContent)).toEqual(['有效', '有效']);
  });

  it('copies an older link from the list', async () => {
    serve();
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSheet();
    const old = await row('学生党轻薄本');
    fireEvent.click(within(old).getByRole('button', { name: '复制链接：学生党轻薄本' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/share/${TOKEN_OLD}`));
    // 已复制 follows the clipboard's promise: a render after the call itself.
    await waitFor(() => expect(within(old).getByTestId('my-share-copy').textContent).toBe('已复制'));
    expect(within(old).getByText('链接已复制')).toBeTruthy();
  });

  it('revokes an older link from the list: it says 已撤销 and loses its buttons; the new link still works', async () => {
    const { calls } = serve();
    renderSheet();
    const old = await row('学生党轻薄本');
    fireEvent.click(within(old).getByRole('button', { name: '撤销分享：学生党轻薄本' }));
    await waitFor(() => expect(within(old).getByTestId('my-share-state').textContent).toBe('已撤销'));
    expect(within(old).queryByRole('button')).toBeNull();
    expect(calls.find((c) => c.url.endsWith('/revoke'))!.body).toEqual({ token: TOKEN_OLD });
    expect(screen.getByTestId('share-link').hasAttribute('data-revoked')).toBe(false);
    expect((screen.getByTestId('share-copy') as HTMLButtonElement).disabled).toBe(false);
  });

  it('revoking the new link from the list marks the link above revoked too', async () => {
    serve();
    renderSheet();
    const made = await row('推荐耳机');
    fireEvent.click(within(made).getByTestId('my-share-revoke'));
    await waitFor(() => expect(screen.getByTestId('share-link').hasAttribute('data-revoked')).toBe(true));
    expect(screen.getByTestId('share-status').textContent).toContain('已撤销');
    expect((screen.getByTestId('share-revoke') as HTMLButtonElement).disabled).toBe(true);
  });

  it('when nothing can be shared it says why and still lists the older links', async () => {
    serve({ createStatus: 400 });
    renderSheet({});
    expect((await screen.findByTestId('share-error')).textContent).toBe('还没有可以分享的回答');
    expect(await row('学生党轻薄本')).toBeTruthy();
  });
});
