import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WELCOME_KEYS } from '@app/protocol/constants';
import '@/lib/i18n';
import { ChatFrame } from '../../components/chat-frame';
import { createRobotMessage, createUserMessage, type ChatMessage } from '../../model';
import { ConversationPartsProvider, type ConversationParts } from '../conversation-parts';
import { createV1Chat } from '../v1-chat';
import { V1Conversation } from './v1-conversation';

const welcome = createRobotMessage('', { id: WELCOME_KEYS.welcomeLoaded, kind: 'welcome', status: 'finish' });
const asked = (id: string, status: ChatMessage['status']): ChatMessage[] => [
  createUserMessage(id, '推荐耳机'),
  createRobotMessage(id, { status, content: '这款不错' }),
];

/** The real frame and toolbar; the message list and composer are not what this is about. */
const parts: ConversationParts = { Frame: ChatFrame, Body: () => null, Composer: () => null };

function renderSession(messages: ChatMessage[]) {
  const chat = createV1Chat('s_1');
  chat.store.getState().append(messages);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ConversationPartsProvider value={parts}>
          <V1Conversation chat={chat} userId="u_1" heading="会话" mode="text" />
        </ConversationPartsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return chat;
}

const shareButton = () => screen.queryByRole('button', { name: '分享' });

describe('分享 on a v1 session', () => {
  it.each<[string, ChatMessage[], boolean]>([
    ['a new session with only its greeting', [welcome], false],
    ['an answer still being written', [welcome, ...asked('q_1', 'outputting')], false],
    ['a stopped answer only', asked('q_1', 'cancel'), false],
    ['a finished answer', [welcome, ...asked('q_1', 'finish')], true],
    ['a failed answer after a finished one', [...asked('q_1', 'finish'), ...asked('q_2', 'error')], true],
  ])('%s: offered = %s', (_, messages, offered) => {
    renderSession(messages);
    expect(!!shareButton()).toBe(offered);
    // 新对话 is always there; 分享 comes and goes.
    expect(screen.getByTestId('new-chat')).toBeTruthy();
  });

  it('appears once the first answer finishes', () => {
    const chat = renderSession([welcome, ...asked('q_1', 'outputting')]);
    expect(shareButton()).toBeNull();
    act(() => chat.store.getState().update('robot-q_1', (m) => ({ ...m, status: 'finish' })));
    expect(shareButton()).toBeTruthy();
  });
});
