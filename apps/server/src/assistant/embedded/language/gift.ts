import type { Vocabulary } from '#server/modules/catalog/vocabulary';

/** Who a present is for, the categories that make good presents for them, in order of preference. */
const RECIPIENTS: Array<{ pattern: RegExp; categories: string[] }> = [
  {
    pattern: /女朋友|女友|老婆|媳妇|妻子|闺蜜|女生|女孩|女同学|姐姐|妹妹|女神/,
    categories: ['perfumes', 'lipsticks', 'tws-earbuds', 'smartwatches', 'hair-dryers', 'eye-massagers'],
  },
  {
    pattern: /男朋友|男友|老公|丈夫|男生|男孩|男同学|哥哥|弟弟|兄弟/,
    categories: ['shavers', 'smartwatches', 'tws-earbuds', 'keyboards', 'massage-guns', 'electric-toothbrushes'],
  },
  {
    pattern: /父母|爸妈|爸爸|妈妈|父亲|母亲|老爸|老妈|长辈|老人|爷爷|奶奶|外公|外婆|公公|婆婆|岳父|岳母/,
    categories: ['neck-massagers', 'blood-pressure-monitors', 'eye-massagers', 'tea', 'massage-chairs', 'body-scales'],
  },
  {
    pattern: /刚出生|新生儿|满月|百天|小宝宝|婴儿|刚生了?宝宝/,
    categories: ['baby-bottles', 'strollers', 'diapers', 'infant-formula', 'car-seats'],
  },
  {
    pattern: /老师|教授|导师/,
    categories: ['tea', 'thermos-cups', 'hand-creams', 'desk-lamps', 'artificial-flowers', 'neck-massagers'],
  },
  {
    pattern: /孩子|小孩|儿童|宝宝|小朋友|儿子|女儿|侄子|侄女|外甥/,
    categories: ['building-toys', 'tablets', 'bluetooth-speakers', 'bicycles'],
  },
  {
    pattern: /同事|朋友|领导|客户|上司|同学/,
    categories: ['tea', 'coffee-beans', 'nuts', 'bluetooth-speakers', 'perfumes', 'electric-toothbrushes'],
  },
];
const ANYONE = ['perfumes', 'tws-earbuds', 'smartwatches', 'bluetooth-speakers', 'neck-massagers', 'tea'];
const OCCASION = /生日|纪念日|情人节|七夕|520|母亲节|父亲节|教师节|圣诞|新年|春节|过年|毕业|乔迁|结婚|新婚/;

/** Why a category makes a good present, as the first clause of each pick's reason. */
export const GIFT_NOTES: Record<string, string> = {
  perfumes: '有仪式感，不容易出错',
  lipsticks: '经典礼物，正红、豆沙色最稳',
  'tws-earbuds': '通勤运动天天用得上',
  smartwatches: '实用又有科技感，还能看健康数据',
  'hair-dryers': '高速吹风机护发又省时间',
  'eye-massagers': '缓解用眼疲劳，常看屏幕的人会喜欢',
  shavers: '每天都用得上的实用礼物',
  keyboards: '爱打游戏或常码字的人会喜欢',
  'massage-guns': '健身、久坐后放松肌肉',
  'electric-toothbrushes': '天天用，体验提升明显',
  'neck-massagers': '缓解肩颈酸痛，长辈用得上',
  'blood-pressure-monitors': '在家就能测血压，实用又贴心',
  tea: '送长辈、同事都体面',
  'massage-chairs': '全身放松，预算充足时的大件礼物',
  'body-scales': '关注健康的好帮手',
  'building-toys': '动手动脑，孩子能玩很久',
  tablets: '学习娱乐两用',
  'bluetooth-speakers': '小巧好用，听歌有氛围',
  bicycles: '户外骑行，锻炼身体',
  'coffee-beans': '适合爱喝咖啡的人',
  nuts: '健康零食，适合分享',
  'car-seats': '出行安全必备',
  'infant-formula': '新手爸妈最需要',
  diapers: '最实用的新生儿礼物',
  strollers: '出门遛娃离不开',
  'baby-bottles': '新生儿天天用得上',
  'artificial-flowers': '一束花表心意，不会凋谢',
  'desk-lamps': '批改作业用得上',
  'hand-creams': '粉笔灰伤手，护手霜贴心',
  'thermos-cups': '天天喝水都用得上',
};

export interface GiftRequest {
  /** The recipient as the user said it (女朋友, 爸妈), or '' when unnamed. */
  recipient: string;
  /** 生日, 情人节, or ''. */
  occasion: string;
  /** Catalog categories to pick from, in order of preference. */
  categoryIds: string[];
}

/** Reads who the present is for and the occasion; categories missing from the catalog are dropped. */
export function giftRequest(question: string, vocabulary: Vocabulary): GiftRequest {
  let recipient = '';
  let categories = ANYONE;
  for (const r of RECIPIENTS) {
    const m = r.pattern.exec(question);
    if (m) {
      recipient = m[0];
      categories = r.categories;
      break;
    }
  }
  return {
    recipient,
    occasion: OCCASION.exec(question)?.[0] ?? '',
    categoryIds: categories.filter((id) => vocabulary.byId.has(id)),
  };
}
