import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { newChatPath, openNewChat } from './new-chat';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));
afterEach(() => vi.mocked(toast.error).mockClear());

describe('start a new chat', () => {
  it.each<[string | undefined, string]>([
    [undefined, '/chat/new'],
    ['   ', '/chat/new'],
    ['推荐耳机', '/chat/new?question=%E6%8E%A8%E8%8D%90%E8%80%B3%E6%9C%BA'],
  ])('question %j → %s', (question, path) => {
    expect(newChatPath(question)).toBe(path);
  });

  it('navigates with the first question', async () => {
    const navigate = vi.fn().mockResolvedValue(undefined);
    await expect(openNewChat(navigate, '你好')).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/chat/new?question=%E4%BD%A0%E5%A5%BD');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a failed navigation shows the network message', async () => {
    const navigate = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(openNewChat(navigate)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('网络异常，请检查网络连接');
  });
});
