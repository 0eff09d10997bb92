/**
 * Control characters no user text needs (NUL and the C0/C1 controls except tab, newline and
 * carriage return). PostgreSQL refuses NUL in text, and none of them belongs in a name, a
 * question or an id; every request's strings are checked once, before their schema, so a bad
 * one is a 400 naming the field, never a 500 from the database.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** The path of the first string (or object key) with a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL.test(key)) return [...path, key.replace(new RegExp(CONTROL.source, 'g'), '?')];
    const found = findControlCharacter(v, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const CONTROL_CHARACTER_MESSAGE = '不能包含控制字符';
