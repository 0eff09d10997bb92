/**
 * Things shoppers ask for that the catalog does not sell, seeded as synonyms of the nearest
 * category it does (decision 065): the answer shows that category and first says plainly that the
 * thing itself is not sold. One row per thing: the words, then the sentence.
 */
export const STAND_INS: ReadonlyArray<{ words: readonly string[]; note: string }> = [
  {
    words: ['磨豆机'],
    note: '商品库里没有单独卖的磨豆机，下面是咖啡机，全自动的机型自带研磨、能现磨咖啡豆。',
  },
  {
    words: ['猫罐头', '主食罐', '猫条'],
    note: '商品库里的猫粮都是干粮和冻干双拼，没有罐头、猫条这类湿粮，下面按猫粮来挑。',
  },
  { words: ['狗罐头'], note: '商品库里的狗粮都是干粮，没有罐头，下面按狗粮来挑。' },
  { words: ['猫零食'], note: '商品库里没有单独的猫零食，下面是猫粮（有冻干双拼的，猫咪也爱吃）。' },
  { words: ['狗零食'], note: '商品库里没有单独的狗零食，下面是狗粮。' },
];

/** The sentence for the first thing the question asks for that the catalog does not sell, or ''. */
export const standInNote = (question: string): string =>
  STAND_INS.find((row) => row.words.some((w) => question.includes(w)))?.note ?? '';
