import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { guardNames, unguardNames } from './name-guard';
import { readWords } from './read-turn';

describe('joiners inside names', () => {
  it.each([
    ['伯希和冲锋衣哪款好', ['伯希和']],
    ['伯希和和凯乐石哪个好', ['伯希和']],
    ['万和热水器哪个好', ['万和']],
    ['调和油买哪款好呢', ['调和油']],
  ])('%s keeps %j whole and gives it back', (text, names) => {
    const guarded = guardNames(text, names);
    for (const name of names) expect(guarded).not.toContain(name);
    expect(unguardNames(guarded)).toBe(text);
  });

  it("keeps a brand's 的 whole, only in a brand", () => {
    const guarded = guardNames('美的跟TCL的哪个好', [], ['美的', 'tcl']);
    expect(guarded).not.toContain('美的');
    expect(guarded).toContain('TCL的');
    expect(unguardNames(guarded)).toBe('美的跟TCL的哪个好');
    expect(guardNames('扫地的和拖地的哪个好', ['扫地的', '拖地的'])).toBe('扫地的和拖地的哪个好');
  });

  it('leaves a joiner between names alone', () => {
    expect(guardNames('索尼和bose哪个好', ['索尼', 'bose'])).toBe('索尼和bose哪个好');
  });

  it.each<[string, string[]]>([
    ['伯希和冲锋衣哪款好', ['伯希和冲锋衣']],
    ['调和油买哪款好呢', ['调和油 好']],
    ['伯希和和凯乐石哪个好', ['伯希和', '凯乐石']],
    ['万和和林内的热水器哪个好', ['万和', '林内的热水器']],
    // A brand's 的 is its own; the 的 after a name is not (美的, 乐的).
    ['美的跟TCL的哪个好', ['美的', 'TCL']],
    ['好孩子和乐的的对比一下', ['好孩子', '乐的']],
    ['徕芬和飞利浦的比一比', ['徕芬', '飞利浦']],
  ])('%s lists %j as compared', (text, names) => {
    expect(readWords(text, catalogVocabulary).compared.names).toEqual(names);
  });
});
