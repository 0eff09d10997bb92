import { parseBudget } from './apps/server/src/assistant/embedded/language/budget';
import { normaliseQuestion } from './apps/server/src/assistant/embedded/language/normalise';
for (const q of process.argv.slice(2)) { const n = normaliseQuestion(q); console.log(q, '→', n, JSON.stringify(parseBudget(n))); }
