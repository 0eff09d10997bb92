import type { AnswerPartType, PartOf } from '@app/protocol/answer';
import type { RobotMessage } from '../model';

/** A message-level row (reasoning, progress, answer text, notices, actions) reads the message. */
export interface PartProps {
  message: RobotMessage;
}

/** An answer part's component reads its part; `message` only for the envelope (ids, status). */
export interface AnswerPartProps<T extends AnswerPartType> {
  part: PartOf<T>;
  message: RobotMessage;
}
