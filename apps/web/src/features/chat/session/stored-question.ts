import type { RobotMessage, UserMessage } from '../model';

/**
 * One stored question as the session needs it, whichever chat version's history it came from:
 * its messages, and whether its answer is still being generated (then it is followed live).
 */
export interface StoredQuestion {
  questionId: string;
  outputting: boolean;
  user: UserMessage;
  robot: RobotMessage;
}

export interface StoredPageRequest {
  limit: number;
  /** Page back from this question (older than it). */
  before?: string;
}

export type StoredPageResult = 'ok' | 'failed' | 'missing';

export interface StoredPage {
  /** Oldest first. */
  items: StoredQuestion[];
  /** `failed`: the call failed (the list is then empty, spec section 8); `missing`: no such conversation. */
  result: StoredPageResult;
}

/** Reads a page of the stored conversation; each chat version's transport has one. */
export interface HistorySource {
  fetchPage: (request: StoredPageRequest) => Promise<StoredPage>;
  /** Questions per page; a full page means there may be older ones. */
  pageSize: number;
}
