import type { ToolName } from './tool-calls';

/** What each tool is called on screen: the plan and reflection never show a registry name. */
const TOOL_WORDS: Readonly<Record<ToolName, string>> = {
  search_products: '商品搜索',
  get_product: '商品详情',
  compare_products: '商品对比',
  price_history: '价格记录',
  add_to_wishlist: '加入心愿单',
  remove_from_wishlist: '移出心愿单',
  show_wishlist: '心愿单',
  search_flights: '航班查询',
  flight_schedule: '航线查询',
  search_guides: '资料搜索',
  start_cloud_phone_task: '云手机任务',
  recommend_products: '商品推荐',
  find_product: '商品查找',
};

const TOOL_NAME = new RegExp(`\\s?\\b(${Object.keys(TOOL_WORDS).join('|')})\\b\\s?`, 'g');

/** Text for the user: internal tool names (search_flights) replaced by their words (航班查询). */
export const withToolWords = (text: string): string =>
  text.replace(TOOL_NAME, (_m, name: string) => TOOL_WORDS[name as ToolName] ?? name);
