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

/**
 * Things whose nearest category would mislead (decision 070): 成人纸尿裤 is no baby nappy. The
 * answer says the thing is not sold and shows nothing. One row per thing: the words, then the sentence.
 */
export const NOT_SOLD: ReadonlyArray<{
  words: readonly string[];
  /** Or a thing said beside someone it is for (给老人买纸尿裤), unless a baby is named too. */
  things?: readonly string[];
  for?: readonly string[];
  unless?: readonly string[];
  note: string;
}> = [
  {
    words: ['成人纸尿裤', '老人纸尿裤', '老年人纸尿裤', '成人尿不湿', '老人尿不湿', '老年纸尿裤', '成人拉拉裤', '护理垫'],
    things: ['纸尿裤', '尿不湿', '拉拉裤'],
    for: ['老人', '成人', '老年', '爷爷', '奶奶', '外公', '外婆', '我爸', '我妈', '卧床', '失禁', '大人'],
    unless: ['宝宝', '婴儿', '新生儿', '孩子', '宝贝', '娃', '小孩'],
    note: '商品库里的纸尿裤、拉拉裤都是婴儿用的，没有成人（老人）纸尿裤，这类护理用品可以在药房或商城的「成人护理」类目里找。需要给老人挑别的东西（比如按摩仪、血压计、保暖用品），告诉我就行。',
  },
];

/** The sentence for a thing asked for that no category of the catalog covers, or ''. */
export const notSoldNote = (question: string): string => {
  const has = (words?: readonly string[]) => Boolean(words?.some((w) => question.includes(w)));
  const row = NOT_SOLD.find((r) => has(r.words) || (has(r.things) && has(r.for) && !has(r.unless)));
  return row?.note ?? '';
};

/** The sentence for the first thing the question asks for that the catalog does not sell, or ''. */
export const standInNote = (question: string): string =>
  STAND_INS.find((row) => row.words.some((w) => question.includes(w)))?.note ?? '';
