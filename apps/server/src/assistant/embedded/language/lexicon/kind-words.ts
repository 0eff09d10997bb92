/**
 * Category words that name one kind of their category's listings (decision 042): 蛋白粉 is a
 * 保健品, and a shopper asking for 蛋白粉 wants the protein powders, not the vitamins beside
 * them. Each row: the category id, then the word and what the kind's titles or specs show. A
 * kind the listings never show keeps the whole category (the answer says so).
 */
export const KIND_WORDS: Readonly<Record<string, ReadonlyArray<readonly [word: string, shown: string]>>> = {
  'health-supplements': [
    ['蛋白粉', '蛋白粉'],
    ['乳清蛋白', '蛋白粉'],
    ['鱼油', '鱼油'],
    ['深海鱼油', '鱼油'],
    ['钙片', '钙'],
    ['补钙', '钙'],
    ['维生素c', '维生素C'],
    ['维c', '维生素C'],
    ['维生素e', '维生素E'],
    ['复合维生素', '维'],
    ['多维', '维'],
    ['护肝片', '护肝'],
  ],
  'infant-formula': [['羊奶粉', '羊奶']],
  'cat-litter': [
    ['豆腐猫砂', '豆腐'],
    ['膨润土', '膨润土'],
    ['猫砂盆', '猫砂盆'],
  ],
};
