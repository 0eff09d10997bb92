import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wrapSchemas } from '../../vite-lazy-schemas';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  const counting = () => {
    const built: string[] = [];
    const card = lazySchema(() => (built.push('card'), z.object({ id: z.string(), price: z.number() })));
    const unused = lazySchema(() => (built.push('unused'), z.object({ never: z.string() })));
    const event = lazySchema(() => (built.push('event'), z.object({ card: card.optional(), cards: z.array(card) })));
    return { built, card, unused, event };
  };

  it('builds nothing when defined, a schema and what it is made of on first use, each once', () => {
    const { built, event, unused } = counting();
    expect(built).toEqual([]);
    expect(event.parse({ cards: [] })).toEqual({ cards: [] });
    expect(event.parse({ cards: [{ id: 'a', price: 1 }] })).toEqual({ cards: [{ id: 'a', price: 1 }] });
    expect(built).toEqual(['event', 'card']);
    expect(unused).toBeDefined();
    expect(built).not.toContain('unused');
  });

  it.each([
    [
      'safeParse reports the paths and codes',
      (s: ReturnType<typeof counting>) =>
        s.event.safeParse({ cards: [{ id: 1 }] }).error?.issues.map((i) => `${i.path.join('.')}:${i.code}`),
      ['cards.0.id:invalid_type', 'cards.0.price:invalid_type'],
    ],
    [
      'instanceof sees the built class',
      (s: ReturnType<typeof counting>) => [s.card instanceof z.ZodObject, s.card instanceof z.ZodType],
      [true, true],
    ],
    ['shape and keys read through', (s: ReturnType<typeof counting>) => Object.keys(s.card.shape), ['id', 'price']],
    [
      'extend builds on it',
      (s: ReturnType<typeof counting>) => s.card.extend({ mall: z.string() }).parse({ id: 'a', price: 1, mall: 'm' }),
      { id: 'a', price: 1, mall: 'm' },
    ],
    ['a union of lazy members parses', (s: ReturnType<typeof counting>) => z.union([s.card, z.string()]).parse('x'), 'x'],
    [
      'refinements keep their message',
      () =>
        lazySchema(() => z.object({ a: z.number() }).refine((o) => o.a > 1, { error: 'too small' })).safeParse({ a: 0 }).error
          ?.issues[0]?.message,
      'too small',
    ],
  ] as const)('%s', (_, read, expected) => {
    expect(read(counting())).toEqual(expected);
  });
});

describe('wrapSchemas (vite-lazy-schemas.ts)', () => {
  it.each([
    [
      'an exported schema',
      'export const aSchema = z.object({ a: z.string() });',
      'export const aSchema = __lazySchema(() => z.object({ a: z.string() }));',
    ],
    [
      'a chain on another schema',
      'export const bSchema = aSchema.extend({ b: z.number() }).optional();',
      'export const bSchema = __lazySchema(() => aSchema.extend({ b: z.number() }).optional());',
    ],
    ['a module-private schema', 'const cSchema = z.enum(["x"]);', 'const cSchema = __lazySchema(() => z.enum(["x"]));'],
    [
      'a typed one',
      'export const dSchema: z.ZodType<string> = z.string();',
      'export const dSchema: z.ZodType<string> = __lazySchema(() => z.string());',
    ],
  ])('wraps %s', (_, line, expected) => {
    const out = wrapSchemas(`import { z } from 'zod';\n${line}\n`, '/lazy.ts');
    expect(out?.code).toContain(expected);
    expect(out?.code.startsWith('import { lazySchema as __lazySchema } from "/lazy.ts";')).toBe(true);
  });

  it.each([
    ['a function named like a schema', 'export const makeSchema = (n: number) => z.string().max(n);'],
    ['a constant that is not a schema', 'export const LIMIT = z.string().max(3);'],
    ['a literal', "export const nameSchema = 'x';"],
    ['a schema inside a function', 'export function f() { const innerSchema = z.string(); return innerSchema; }'],
  ])('leaves %s alone', (_, line) => {
    expect(wrapSchemas(`import { z } from 'zod';\n${line}\n`, '/lazy.ts')).toBeNull();
  });
});
