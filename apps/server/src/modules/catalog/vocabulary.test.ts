import { describe, expect, it } from 'vitest';
import { TermIndex, Vocabulary, findTerms, termIndex } from './vocabulary';

const vocabulary = new Vocabulary(
  [
    { id: 'anc', name: '降噪耳机', group: '数码', synonyms: ['耳机', '头戴耳机'] },
    { id: 'tws', name: '真无线耳机', group: '数码', synonyms: ['耳机', '蓝牙耳机'] },
    { id: 'phone', name: '手机', group: '数码', synonyms: ['iPhone'] },
  ],
  ['索尼', 'Lee', '吕', '360', 'JBL'],
  ['京东', '天猫', '拼多多'],
);

describe('Vocabulary', () => {
  it.each([
    ['降噪耳机推荐', ['anc']],
    ['耳机推荐', ['anc', 'tws']],
    ['蓝牙耳机', ['tws']],
    ['iphone 16', ['phone']],
    ['手机和降噪耳机', ['anc', 'phone']],
    // A broader word beside a narrower one says the narrower again (decision 084).
    ['真无线耳机 耳机', ['tws']],
    ['耳机 要真无线耳机', ['tws']],
    ['头戴耳机 耳机', ['anc']],
    ['降噪耳机还是真无线耳机', ['anc', 'tws']],
    ['耳机和手机', ['anc', 'phone', 'tws']],
    ['笔记本', []],
  ])('categories in %s', (text, ids) => {
    expect(
      vocabulary
        .matchCategories(text)
        .categories.map((c) => c.id)
        .sort(),
    ).toEqual(ids);
  });

  it('lets the longest term win so a synonym inside a name does not add categories', () => {
    expect(vocabulary.matchCategories('降噪耳机').terms).toEqual(['降噪耳机']);
  });

  it.each([
    ['索尼耳机', ['索尼']],
    ['jbl音箱', ['JBL']],
    ['sleep mode', []],
    ['Lee 牛仔裤', ['Lee']],
    // A one-character or all-digit name is no term of its own; its aliases are (ryo, 奇虎360).
    ['吕布的画', []],
    ['ryo洗发水', ['吕']],
    ['预算360元', []],
    ['奇虎360摄像头', ['360']],
    // A Latin name may run into a model number, never into letters or after digits.
    ['jbl5音箱', ['JBL']],
    ['JBL Flip6', ['JBL']],
    ['jblx', []],
    ['5jbl', []],
  ])('brands in %s', (text, brands) => {
    expect(vocabulary.matchBrands(text).brands).toEqual(brands);
  });

  it('lets only names run into a model number (mini of Mini LED is no term in mini4pro)', () => {
    const terms = termIndex([['mini', 'tv']]);
    expect(findTerms('mini4pro', terms).values).toEqual([]);
    expect(findTerms('mini4pro', terms, true).values).toEqual(['tv']);
  });

  it('knows the names shoppers use for malls', () => {
    expect(vocabulary.matchMalls('淘宝和狗东哪个便宜').malls.sort()).toEqual(['京东', '天猫']);
    expect(vocabulary.matchMalls('pdd上买').malls).toEqual(['拼多多']);
  });
});

describe('TermIndex', () => {
  const terms = termIndex(
    [
      '降噪耳机',
      '耳机',
      '头戴耳机',
      '真无线耳机',
      '蓝牙耳机',
      '手机',
      'iphone',
      '索尼',
      'lee',
      'jbl',
      '京东',
      '狗东',
      'jd',
      '小米',
      '小米手机',
      '米家',
    ].map((t, i): [string, string] => [t, `v${i % 7}`]),
  );
  const index = new TermIndex(terms);

  it.each([
    '降噪耳机推荐',
    '小米手机和米家的耳机，京东买',
    'JD上的JBL和Lee，sleep',
    'iPhone 16 手机壳',
    '狗东的索尼头戴耳机蓝牙耳机真无线耳机',
    '',
    '没有任何词',
  ])('finds in %j exactly what a search over every term finds', (text) => {
    expect(index.find(text)).toEqual(findTerms(text, terms));
  });

  it('looks only at terms that can occur in the text', () => {
    expect(index.candidates('小米').map((t) => t.term)).toEqual(['小米手机', '小米', '米家']);
  });

  it('answers a text looked up again from what it found, without searching again (decision 066)', () => {
    const own = new TermIndex(terms);
    let searched = 0;
    const candidates = own.candidates.bind(own);
    own.candidates = (text: string) => (searched++, candidates(text));
    const texts = ['降噪耳机推荐', '小米手机', '降噪耳机推荐', 'jd', '京东', '降噪耳机推荐', '小米手机'];
    for (const text of texts) expect(own.find(text), text).toEqual(findTerms(text, terms));
    expect(searched).toBe(4);
    // More texts than it keeps: the oldest is searched again.
    for (const text of ['a', 'b', 'c', 'd', '降噪耳机推荐']) own.find(text);
    expect(searched).toBe(9);
  });

  it('gives every caller arrays of its own', () => {
    const own = new TermIndex(terms);
    const first = own.find('小米手机和京东');
    first.values.push('changed');
    first.matched.length = 0;
    expect(own.find('小米手机和京东')).toEqual(findTerms('小米手机和京东', terms));
  });
});
