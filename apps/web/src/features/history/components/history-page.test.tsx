import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { confirmDialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { onQuestionDeleted } from '@/lib/deleted-questions';
import { json, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { HistoryPage } from './history-page';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/dialog', () => ({ confirmDialog: vi.fn() }));

const now = new Date().toISOString();
type Entry = Record<string, string>;
const chat = (id: string, title: string): Entry => ({
  kind: 'session',
  session_id: id,
  title,
  question: title,
  answer_excerpt: '',
  at: now,
});
const asked = (id: string, question: string, answer: string): Entry => ({
  kind: 'question',
  question_id: id,
  question,
  answer_excerpt: answer,
  at: now,
});

/**
 * A fake server: history_entries lists what is left (searching question and answer); delete_chat
 * and delete_question remove (or fail), each answering once `gate` resolves.
 */
function serve(deleteError?: { status: number; body: unknown }, extra: Entry[] = [], gate: Promise<void> = Promise.resolve()) {
  let entries = [...extra, chat('s_1', '推荐耳机'), chat('s_2', '学生党轻薄本')];
  return mockFetch(async (call: RecordedCall) => {
    const deleting = DELETES.find(([url]) => call.url.includes(url));
    if (deleting) {
      await gate;
      if (deleteError) return json(deleteError.body, deleteError.status);
      const [, field] = deleting;
      const id = (call.body as Record<string, string>)[field]!;
      entries = entries.filter((e) => e[field] !== id);
      return json({ data: { [field]: id } });
    }
    const keyword = (call.body as { keyword: string | null }).keyword;
    const list = keyword ? entries.filter((e) => `${e.question}${e.answer_excerpt}`.includes(keyword)) : entries;
    return json({ data: { list, total: list.length } });
  });
}
const DELETES = [
  ['/api/v1/delete_chat', 'session_id'],
  ['/api/v2/delete_question', 'question_id'],
] as const;

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HistoryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const deleteCalls = (calls: RecordedCall[], url = '/api/v1/delete_chat') => calls.filter((c) => c.url.includes(url));

beforeEach(() => {
  vi.mocked(confirmDialog).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('history page: both chat screens', () => {
  it('lists a /chatNext question beside sessions; it opens /chatNext at that question, with its answer shown', async () => {
    const { calls } = serve(undefined, [asked('q_9', '通勤用什么好', '推荐索尼降噪耳机')]);
    renderPage();
    const link = (await screen.findByText('通勤用什么好')).closest('a')!;
    expect(link.getAttribute('href')).toBe('/chatNext?question_id=q_9');
    expect(screen.getByText('推荐索尼降噪耳机')).toBeTruthy();
    expect(screen.getByText('推荐耳机').closest('a')!.getAttribute('href')).toBe('/chat/s_1');
    expect(screen.getByText('共 3 条记录')).toBeTruthy();
    // Every entry can be deleted, each named by what it deletes.
    expect(screen.getAllByTestId('history-delete')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '删除提问：通勤用什么好' })).toBeTruthy();
    expect(calls[0]!.url).toContain('/api/v2/history_entries');
  });

  it('searches questions and answers on the server', async () => {
    const { calls } = serve(undefined, [asked('q_9', '通勤用什么好', '推荐索尼降噪耳机')]);
    renderPage();
    await screen.findByText('通勤用什么好');
    fireEvent.change(screen.getByTestId('history-search'), { target: { value: '降噪' } });
    await waitFor(() => expect(screen.queryByText('推荐耳机')).toBeNull());
    expect(screen.getByText('通勤用什么好')).toBeTruthy();
    expect(calls.at(-1)!.body).toMatchObject({ keyword: '降噪', offset: 0 });
    fireEvent.change(screen.getByTestId('history-search'), { target: { value: '保温杯' } });
    expect(await screen.findByText('没有找到包含「保温杯」的记录')).toBeTruthy();
  });
});

describe('history page: deleting a chat asks first', () => {
  it('confirms, calls delete_chat and removes the row', async () => {
    const { calls } = serve();
    vi.mocked(confirmDialog).mockResolvedValue(true);
    renderPage();
    expect(await screen.findByText('推荐耳机')).toBeTruthy();
    expect(screen.queryByText('暂不支持删除会话')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '删除会话：推荐耳机' }));
    await waitFor(() => expect(screen.queryByText('推荐耳机')).toBeNull());
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('推荐耳机'), confirmText: '删除' }),
    );
    expect(deleteCalls(calls).map((c) => c.body)).toEqual([{ session_id: 's_1' }]);
    expect(screen.getByText('学生党轻薄本')).toBeTruthy();
  });

  it('does not call delete_chat when the dialog is cancelled', async () => {
    const { calls } = serve();
    vi.mocked(confirmDialog).mockResolvedValue(false);
    renderPage();
    fireEvent.click((await screen.findAllByTestId('history-delete'))[0]!);
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(deleteCalls(calls)).toEqual([]);
    expect(screen.getAllByTestId('history-item')).toHaveLength(2);
  });

  it("shows the server's reason in a toast and keeps the row when deleting fails", async () => {
    serve({ status: 409, body: { error_code: 409, error_msg: '回答还在生成中，请先停止再删除' } });
    vi.mocked(confirmDialog).mockResolvedValue(true);
    renderPage();
    fireEvent.click((await screen.findAllByTestId('history-delete'))[0]!);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('回答还在生成中，请先停止再删除'));
    expect(screen.getAllByTestId('history-item')).toHaveLength(2);
  });
});

describe('history page: deleting a /chatNext question', () => {
  const QUESTION = asked('q_9', '通勤用什么好', '推荐索尼降噪耳机');
  const watchDeleted = () => {
    const deleted: string[] = [];
    const stop = onQuestionDeleted((id) => deleted.push(id));
    return { deleted, stop };
  };

  it('confirms like a chat, leaves the list before the server answers, and tells /chatNext', async () => {
    let open!: () => void;
    const { calls } = serve(undefined, [QUESTION], new Promise<void>((r) => (open = r)));
    const { deleted, stop } = watchDeleted();
    vi.mocked(confirmDialog).mockResolvedValue(true);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '删除提问：通勤用什么好' }));
    await waitFor(() => expect(screen.queryByText('通勤用什么好')).toBeNull());
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: '删除提问', content: expect.stringContaining('通勤用什么好'), confirmText: '删除' }),
    );
    // Gone at once, while the server has not answered yet; the total follows.
    expect(deleted).toEqual([]);
    expect(screen.getByText('共 2 条记录')).toBeTruthy();
    open();
    await waitFor(() => expect(deleted).toEqual(['q_9']));
    expect(deleteCalls(calls, '/api/v2/delete_question').map((c) => c.body)).toEqual([{ question_id: 'q_9' }]);
    expect(deleteCalls(calls)).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('已删除');
    expect(screen.queryByText('通勤用什么好')).toBeNull();
    expect(screen.getAllByTestId('history-item')).toHaveLength(2);
    stop();
  });

  it("comes back with the server's reason when the answer is still being written", async () => {
    let open!: () => void;
    serve(
      { status: 409, body: { error_code: 409, error_msg: '回答还在生成中，请先停止再删除' } },
      [QUESTION],
      new Promise<void>((r) => (open = r)),
    );
    const { deleted, stop } = watchDeleted();
    vi.mocked(confirmDialog).mockResolvedValue(true);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '删除提问：通勤用什么好' }));
    await waitFor(() => expect(screen.queryByText('通勤用什么好')).toBeNull());
    open();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('回答还在生成中，请先停止再删除'));
    expect(await screen.findByText('通勤用什么好')).toBeTruthy();
    expect(screen.getAllByTestId('history-item')).toHaveLength(3);
    expect(screen.getByText('共 3 条记录')).toBeTruthy();
    expect(deleted).toEqual([]);
    stop();
  });
});
