/**
 * Words of the conversation itself (not of what is wanted): going back to a list shown before,
 * and pointing into the list before the latest. Data for readTurn (read-turn.ts).
 */

/** 再看看之前那几个X, 回到刚才的X, 还是看看原来那些: the shopper goes back to a list. */
const RECALL =
  /(?:再看看?|再看一?下|回到|回去看看?|还是看看?|重新看看?)\s*(?:之前|刚才|刚刚|前面|上次|最开始|原来|一开始)|(?:之前|刚才|刚刚|原来|一开始)\s*(?:那几[个款台双]|那些|推荐的那?几?[个款台]?|的那几[个款台])/;

/** 上一批的第二款, 之前那批, 最开始那几款: the list before the latest one. */
const EARLIER_LIST = /上一批|前一批|之前那批|上一轮|上上次|最开始(?:那|的)|一开始(?:那|的)|第一批/;

export const recallsList = (text: string): boolean => RECALL.test(text);
export const pointsAtEarlierList = (text: string): boolean => EARLIER_LIST.test(text);

/** The recall words taken out, so they never become search keywords (商品库里没有和「之前」…). */
export const withoutRecallWords = (text: string): string => text.replace(RECALL, ' ').replace(EARLIER_LIST, ' ');
