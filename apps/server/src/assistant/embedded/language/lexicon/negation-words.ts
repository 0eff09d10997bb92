/**
 * How a shopper rules a kind of listing out (decision 058):
 * 不要有线的, 不带烘干的洗衣机, 别买磁吸的, 滚筒的就算了. Read by language/negated-values.ts.
 * A word before what is ruled out, a word after it, and what may open the thing ruled out
 * (不要带烘干的: 带). A phrase that looks like one but asks (有没有, 要不要, 是不是) is skipped by
 * the character before it.
 */
export const NEGATION_BEFORE: readonly string[] = [
  ...['不要', '不想要', '别要', '不带', '不含', '不用', '别买', '不买', '别推荐', '别推', '别给我推荐', '别给我推'],
  // 键盘别给我有线的, 别给我来带线的, 不想买电动的, 别选头戴的 (decision 064).
  ...['别给我', '不要给我', '别来', '不想买', '不打算买', '别选', '不选', '不太想要'],
  ...['不需要', '不考虑', '不喜欢', '不是', '没有', '拒绝', '讨厌', '受不了', '排除', '去掉', '除了'],
  // 他不喝绿茶, 孩子不吃辣的, 她不戴金的 (decision 070): what someone does not take.
  ...['不喝', '不爱喝', '喝不惯', '不吃', '不爱吃', '吃不惯', '不戴', '不爱戴', '不穿', '不爱穿'],
  // Decision 078: a verb with its result (排除掉X, 去除X): the whole verb, so 掉 is never the thing.
  ...['排除掉', '去除', '剔除', '删掉', '拿掉', '划掉'],
];

export const NEGATION_AFTER: readonly string[] = [
  ...['不要', '不考虑', '就算了', '算了', '免了', '不行', '不喜欢', '不买', '排除', '拉黑', 'pass', '别推', '除外'],
  // Decision 074: 有线的不想要, 头戴的免谈, 塑料的拒绝.
  ...['不想要', '不想买', '免谈', '拒绝', '讨厌', '不太喜欢', '不中意', '没好感'],
  // Decision 078: 纯棉的去掉, 滚筒的排除掉, 把有线的拿掉, 塑料的排除在外.
  ...['去掉', '拿掉', '删掉', '划掉', '排除掉', '排除在外', '剔除', '去除', '屏蔽'],
];

/** What opens a thing before a word after it (把滚筒的去掉, 将有线的排除): said of it, never it (decision 078). */
export const DISPOSAL_MARKERS: readonly string[] = ['把', '将'];

/** Words a NEGATION_AFTER word may end inside: 不限预算了 is no 算了 (decision 070). */
export const WORDS_AROUND_NEGATION: readonly string[] = ['预算', '打算', '计算', '划算', '合算', '结算', '核算', '换算', '清算'];

/** Characters that, right before a NEGATION_BEFORE word, make it a question (有没有, 要不要, 是不是). */
export const ASKING_BEFORE: Readonly<Record<string, readonly string[]>> = {
  没有: ['有'],
  不要: ['要'],
  不是: ['是'],
  不用: ['用'],
  不买: ['买'],
  不喜欢: ['喜欢'],
};

/** Words before that need 的 after the thing (不是直板的): 钱不是问题, 没有时间 rule nothing out. */
export const NEGATION_NEEDS_DE: readonly string[] = ['不是', '没有', '不喜欢', '讨厌', '受不了', '拒绝'];

/** Words that open the thing ruled out and say nothing of it (不要带烘干的 → 烘干). */
export const NEGATED_OPENERS: readonly string[] = ['带', '有', '含', '是', '用', '买', '那种', '这种', '那些', '纯'];

/** A span starting so is a degree or a price, not a kind (不要太贵的, 不要超过两千). */
export const NOT_NEGATED_STARTS: readonly string[] = [
  ...['太', '那么', '很', '特别', '超过', '超', '过于', '高于', '低于', '大于', '小于', '贵', '便宜', '一样', '重复'],
  ...['了', '啦', '吧', '呢', '再', '给', '我', '你', '它', '他', '她', '这', '那', '俩', '都', '全', '看', '推', '找'],
  // 德龙排除掉, 苹果排除在外: the rest of the verb after 排除, not a thing (decision 078).
  ...['掉', '在外'],
];

/**
 * One form of a product said many ways (decision 064): what the listings call it (`value`) and,
 * when the form names one kind of two (头戴 / 入耳), the other kind a shopper ruling it out wants
 * (`opposite`, an attribute word that narrows the categories: attributes.ts). The opposite is
 * wanted only when its categories are among those asked about. A new spelling is one more word.
 */
export interface NegatedForm {
  said: readonly string[];
  value: string;
  opposite?: string;
}

export const NEGATED_FORMS: readonly NegatedForm[] = [
  { said: ['头戴式', '头戴', '包耳式', '包耳', '耳罩式', '耳罩', '大耳机'], value: '头戴', opposite: '入耳式' },
  { said: ['入耳式', '入耳', '豆子', '真无线'], value: '入耳', opposite: '头戴式' },
  { said: ['有线', '带线', '插线', '有线连接', '线连的', '拖根线'], value: '有线' },
  { said: ['电动的', '电动'], value: '电动' },
  { said: ['半自动', '半自动意式'], value: '半自动' },
  { said: ['全自动'], value: '全自动' },
  // Decision 070: the words the listings use (类型=壁挂式, 电池=石墨烯铅酸).
  { said: ['挂机', '壁挂机', '壁挂式', '壁挂', '挂式'], value: '壁挂' },
  { said: ['柜机', '立柜式', '立柜', '立式空调', '柜式'], value: '立柜' },
  { said: ['铅酸电池', '铅酸', '铅酸的', '电瓶'], value: '铅酸' },
  { said: ['锂电池', '锂电', '锂电的'], value: '锂电' },
  // Decision 078: cotton said all ways (the bedding lists 全棉, the T恤 纯棉).
  { said: ['纯棉', '全棉', '100%棉', '100%纯棉', '纯棉的', '全棉的'], value: '纯棉|全棉' },
];

/**
 * A negation inside the thing ruled out (decision 081): 非偏光的不要, 不带烘干的不考虑 rule out the
 * listings without it, so the thing itself is wanted.
 */
export const NEGATED_INSIDE: readonly string[] = ['非', '不是', '不带'];

/**
 * Words saying a thing is absent (decision 081): 不含谷物的猫粮, 不加糖的酸奶, 没有香精的洗衣液 ask
 * for the listings' 无X value (无谷, 无糖, 无香精) when the category has one.
 */
export const ABSENCE_BEFORE: readonly string[] = ['不含', '不加', '不添加', '没有', '没加', '不带', '不要'];
/** How the listings say a thing is absent: 无谷, 0糖. */
export const ABSENCE_MARKS: readonly string[] = ['无', '0'];
