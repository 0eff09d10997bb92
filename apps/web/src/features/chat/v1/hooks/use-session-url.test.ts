import { describe, expect, it } from 'vitest';
import { WELCOME_KEYS } from '@app/protocol/constants';
import { createRobotMessage, createUserMessage, newLocalQuestionId, type ChatMessage } from '../../model';
import { createChatStore } from '../../store';
import { answerStarted } from './use-session-url';

const local = newLocalQuestionId();
const welcome = createRobotMessage('', {
  id: WELCOME_KEYS.welcomeLoaded,
  kind: 'welcome',
  status: 'finish',
  parts: [{ type: 'suggestions', steps: ['问'] }],
});

describe('answerStarted: when /chat/new becomes /chat/{id}', () => {
  it.each<[string, ChatMessage[], boolean]>([
    ['nothing yet', [], false],
    ['only the greeting (a new session greets before any question)', [welcome], false],
    [
      'the greeting and a question the server has not named yet',
      [welcome, createUserMessage(local, '问'), createRobotMessage(local)],
      false,
    ],
    ['an answer the server named', [welcome, createUserMessage('q_srv', '问'), createRobotMessage('q_srv')], true],
  ])('%s', (_, messages, started) => {
    const store = createChatStore();
    store.getState().append(messages);
    expect(answerStarted(store.getState())).toBe(started);
  });
});
