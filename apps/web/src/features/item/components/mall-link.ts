/** Each mall's public search page: the link out from the item page searches the product there. */
const MALL_SEARCH: Record<string, string> = {
  京东: 'https://search.jd.com/Search?keyword=',
  天猫: 'https://list.tmall.com/search_product.htm?q=',
  拼多多: 'https://mobile.yangkeduo.com/search_result.html?search_key=',
  抖音商城: 'https://www.douyin.com/search/',
  苏宁易购: 'https://search.suning.com/',
  唯品会: 'https://category.vip.com/suggest.php?keyword=',
};

export function mallSearchUrl(mall: string, title: string): string | null {
  const base = MALL_SEARCH[mall];
  return base ? `${base}${encodeURIComponent(title)}` : null;
}
