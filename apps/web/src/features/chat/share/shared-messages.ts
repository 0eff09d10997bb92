import { partsFromCards } from '@app/protocol/answer-wire';
import type { SharedTurn } from '@app/protocol/shares';
import { createRobotMessage, createUserMessage, type RobotMessage, type UserMessage } from '../model';

export interface SharedPair {
  key: string;
  question: UserMessage;
  answer: RobotMessage;
}

/**
 * A shared turn as the chat's own message models, so it renders with the chat's components: a
 * finished, stored answer (nothing streams) and its cards. Ids are positions; a share has no others.
 */
export function sharedTurnToPair(turn: SharedTurn, index: number): SharedPair {
  const id = `shared-${index}`;
  return {
    key: id,
    question: createUserMessage(id, turn.question, {
      dateTime: turn.at,
      isHistory: true,
      productCard: turn.question_product_card,
    }),
    answer: createRobotMessage(id, {
      dateTime: turn.at,
      isHistory: true,
      status: 'finish',
      content: turn.answer,
      parts: partsFromCards(turn),
    }),
  };
}
