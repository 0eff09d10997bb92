/**
 * Words that carry no product meaning in a shopping question ("推荐一款…的…吗"). Dropping them
 * keeps full-text search from ranking by filler.
 */
export const STOPWORDS = new Set(
  (
    '推荐 推荐一下 一款 一个 几款 几个 什么 哪个 哪款 哪些 哪种 哪家 好 好用 好的 值得 值得买 买 购买 想买 想要 需要 帮我 帮忙 请 请问 ' +
    '给 给我 我 我们 你 您 他 她 它 有没有 有 没有 吗 呢 啊 吧 呀 的 了 和 与 及 或者 还是 元 块 块钱 钱 预算 价格 价位 左右 以内 ' +
    '以下 以上 之内 不超过 一下 看看 比较 适合 合适 用 款 高 最 能 可以 可 要 是 在 个 买个 入手 选 挑 哪 家 找 找找 搜 搜索 ' +
    '怎么样 如何 怎么 多少 点 一些 些 这 那 这个 那个 这款 那款 便宜 贵 性价比 划算 实惠 靠谱 不错 牌子 品牌 东西 商品 产品 ' +
    '一点 更 还 再 又 也 都 就 只 只看 之间 到 至 内 上下 出头 起 往上 不要 别 不 太 很 非常 比较好 选哪个 怎么选 对比 区别'
  ).split(/\s+/),
);
