import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { chatStore } from '@/features/chat/chat-instance';
import { createRobotMessage, createUserMessage } from '@/features/chat/model';
import { reportUnauthorized } from '@/lib/session-events';
import { connectAppSession } from './session';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const as = (userId: string) => ({ userId, nickname: '', avatar: '', roles: [], permissions: [] });
const addExchange = () => chatStore.getState().startExchange(createUserMessage('q1', '你好'), createRobotMessage('q1'));

afterEach(() => {
  useAuthStore.getState().clear();
  chatStore.getState().reset();
});

describe('app session wiring', () => {
  it('a 401 then the same user again keeps the conversation; another user clears it', async () => {
    const disconnect = connectAppSession();
    useAuthStore.getState().setUser(as('u1'));
    addExchange();
    reportUnauthorized({ quiet: true });
    expect(useAuthStore.getState().info).toBeNull();
    useAuthStore.getState().setUser(as('u1'));
    expect(chatStore.getState().ids).toHaveLength(2);
    useAuthStore.getState().setUser(as('u2'));
    await vi.waitFor(() => expect(chatStore.getState().ids).toHaveLength(0));
    disconnect();
  });
});
