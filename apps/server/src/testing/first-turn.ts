import { readTurn } from '#server/assistant/embedded/language/read-turn';
import { emptyState } from '#server/ports/conversation-state';
import { catalogVocabulary } from './catalog-vocabulary';

/** A question read as the first of a new chat (nothing shown, no state), Friday 2026-05-22. */
export const firstTurn = (q: string) =>
  readTurn(q, {
    vocabulary: catalogVocabulary,
    state: emptyState(),
    lists: { latest: [], earlier: [], focus: null },
    hasImage: false,
    hasVoice: false,
    hasProduct: false,
    now: Date.parse('2026-05-22T04:00:00Z'),
  });
