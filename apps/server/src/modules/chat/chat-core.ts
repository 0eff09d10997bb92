import { isLocalQuestionId, type ChatVersion } from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { QuestionRepository } from './repository';
import type { RunRegistry } from './run-registry';
import type { RunFeed } from './run-feed';

/** Earlier turns given to the assistant as conversation context. */
export const CONTEXT_TURNS = 3;

export const notFound = () => new AppError('not_found', '该问题不存在');

/** The `version` column of each chat version. */
export const VERSION_NUMBER: Record<ChatVersion, number> = { v1: 1, v2: 2 };

/** What each part of the chat service shares: the context, the stored questions, the live runs and their feed. */
export interface ChatCore {
  ctx: AppContext;
  repo: QuestionRepository;
  registry: RunRegistry;
  feed: RunFeed;
}

/** The user's stored question a resume or stop names: by the event id's question, or the body's id. */
export function storedFor(
  { repo }: ChatCore,
  userId: string,
  questionId: string | null | undefined,
  lastQuestionId: string | undefined,
) {
  if (lastQuestionId) return repo.findForUser(userId, lastQuestionId);
  if (!questionId) return Promise.resolve(undefined);
  return isLocalQuestionId(questionId) ? repo.findByClientId(userId, questionId) : repo.findForUser(userId, questionId);
}
