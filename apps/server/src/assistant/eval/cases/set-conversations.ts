import type { Expectation } from '../check';
import { EAR } from './ear';

/** The eval set's conversations: each turn refines, refers to or leaves what was just shown. */
export const CONVERSATIONS: Array<Array<[string, Expectation]>> = [
  [
    ['推荐一款2000元以内的降噪耳机', { cat: EAR, max: 2000 }],
    ['有没有再便宜点的', { cat: EAR, max: 2000 }],
    ['第二款怎么样', { ref: [1] }],
    ['那索尼的呢', { cat: EAR, brand: '索尼' }],
    ['换成头戴式的，预算提高到3000', { cat: 'anc-headphones', brand: '索尼', max: 3000 }],
  ],
  [
    ['3000左右的手机', { cat: 'smartphones', min: 2400, max: 3600 }],
    ['只看华为的', { cat: 'smartphones', brand: '华为' }],
    ['预算提高到5000', { cat: 'smartphones', brand: '华为', max: 5000 }],
  ],
  [
    ['明天北京飞上海的机票', { flight: { from: '北京', to: '上海', day: 1 } }],
    ['后天的呢', { flight: { from: '北京', to: '上海', day: 2 } }],
    ['那去广州呢', { flight: { from: '北京', to: '广州', day: 2 } }],
    ['返程呢', { flight: { from: '广州', to: '北京', day: 2 } }],
    ['最早的一班', { flight: { from: '广州', to: '北京', sort: 'departure' } }],
  ],
  [
    ['想买个空气炸锅', { cat: 'air-fryers' }],
    ['不要美的的', { cat: 'air-fryers', notBrand: '美的' }],
    ['300以内的', { cat: 'air-fryers', notBrand: '美的', max: 300 }],
  ],
  [
    ['推荐几款笔记本电脑', { cat: 'laptops' }],
    ['学生用，预算6000', { cat: 'laptops', max: 6000 }],
    ['要轻一点的', { cat: 'laptops', max: 6000, text: /重量/ }],
  ],
  [
    ['2000元以内的降噪耳机', { cat: EAR, max: 2000 }],
    ['前两款有什么区别', { compare: [0, 1] }],
    ['把第一款加入心愿单', { wish: 0 }],
  ],
  [
    ['推荐几款扫地机器人', { cat: 'robot-vacuums' }],
    ['第一款和第三款哪个好', { compare: [0, 2] }],
  ],
  [
    ['推荐个蓝牙音箱', { cat: 'bluetooth-speakers' }],
    ['最便宜的那款最近降价了吗', { cat: 'bluetooth-speakers', text: /近180天/ }],
  ],
  [
    ['1500以内的电动牙刷', { cat: 'electric-toothbrushes', max: 1500 }],
    ['评分最高的那个', { cat: 'electric-toothbrushes' }],
  ],
  [
    ['推荐个礼物', { clarify: true }],
    ['送父母的礼物，1000元以内', { max: 1000 }],
  ],
  [
    ['买个电脑', { clarify: true }],
    ['学生用的轻薄本，5000元左右', { cat: 'laptops', max: 6000 }],
  ],
  [
    ['洗面奶推荐', { cat: 'face-cleansers' }],
    ['敏感肌用的', { cat: 'face-cleansers' }],
    ['天猫的', { cat: 'face-cleansers', mall: '天猫' }],
  ],
  [
    ['推荐几款手机', { cat: 'smartphones' }],
    ['拍照好的', { cat: 'smartphones' }],
    ['4000以内的', { cat: 'smartphones', max: 4000 }],
    ['第二款怎么样', { ref: [1] }],
  ],
  [
    ['平板电脑推荐', { cat: 'tablets' }],
    ['不要苹果', { cat: 'tablets', notBrand: '苹果' }],
    ['2000到3000之间', { cat: 'tablets', notBrand: '苹果', min: 2000, max: 3000 }],
  ],
  [
    ['智能手表推荐', { cat: 'smartwatches' }],
    ['续航长的', { cat: 'smartwatches', text: /续航/ }],
    ['华为的有吗', { cat: 'smartwatches', brand: '华为' }],
  ],
  [
    ['上海飞成都的机票', { flight: { from: '上海', to: '成都' } }],
    ['明天的呢', { flight: { from: '上海', to: '成都', day: 1 } }],
    ['最便宜的', { flight: { from: '上海', to: '成都', day: 1, sort: 'price' } }],
  ],
  [
    ['下周一深圳到北京的航班', { flight: { from: '深圳', to: '北京', day: 3 } }],
    ['返程呢', { flight: { from: '北京', to: '深圳', day: 3 } }],
  ],
  [
    ['空气净化器推荐', { cat: 'air-purifiers' }],
    ['贵一点也行', { cat: 'air-purifiers' }],
    ['第一款', { ref: [0] }],
  ],
  [
    ['跑步鞋推荐', { cat: 'running-shoes' }],
    ['女款的', { cat: 'running-shoes' }],
    ['800以内的', { cat: 'running-shoes', max: 800 }],
  ],
  [
    ['加湿器推荐', { cat: 'humidifiers' }],
    ['静音的', { cat: 'humidifiers', text: /静音|噪音/ }],
    ['它多少钱', { text: /哪一款/ }],
  ],
  [
    ['第二款怎么样', { none: true, text: /还没有给你推荐过/ }],
    ['推荐几款吹风机', { cat: 'hair-dryers' }],
    ['第二款怎么样', { ref: [1] }],
  ],
  [
    ['推荐个保温杯', { cat: 'thermos-cups' }],
    ['保温久一点的', { cat: 'thermos-cups' }],
    ['把第二款加入心愿单', { wish: 1 }],
  ],
  [
    ['推荐投影仪', { cat: 'projectors' }],
    ['3000以内', { cat: 'projectors', max: 3000 }],
    ['卧室用的，要静音', { cat: 'projectors', max: 3000 }],
  ],
  [
    ['婴儿推车推荐', { cat: 'strollers' }],
    ['轻便的', { cat: 'strollers' }],
    ['第三款最近降价了吗', { ref: [2] }],
  ],
  [
    ['想买个电饭煲', { cat: 'rice-cookers' }],
    ['只看美的', { cat: 'rice-cookers', brand: '美的' }],
    ['第一款降价了吗', { ref: [0] }],
  ],
  [
    ['运动耳机推荐', { cat: EAR }],
    ['防水的', { cat: EAR }],
    ['500以内的', { cat: EAR, max: 500 }],
  ],
  [
    ['机械键盘', { cat: 'keyboards' }],
    ['静音一点的', { cat: 'keyboards' }],
    ['500以内', { cat: 'keyboards', max: 500 }],
  ],
  [
    ['推荐一款显示器', { cat: 'monitors' }],
    ['高刷的', { cat: 'monitors' }],
    ['京东的', { cat: 'monitors', mall: '京东' }],
  ],
  [
    ['咖啡机推荐', { cat: 'coffee-machines' }],
    ['前三款对比一下', { compare: [0, 1, 2] }],
  ],
  [
    ['羽绒服推荐', { cat: 'down-jackets' }],
    ['女款的，1500以内', { cat: 'down-jackets', max: 1500 }],
    ['再便宜点', { cat: 'down-jackets', max: 1500 }],
  ],
  [
    ['送男朋友什么礼物好', { text: /礼物/ }],
    ['第二个怎么样', { ref: [1] }],
  ],
  [
    ['2000左右的手机', { cat: 'smartphones', min: 1600, max: 2400 }],
    ['换成平板', { cat: 'tablets' }],
  ],
  [
    ['推荐个猫粮', { cat: 'cat-food' }],
    ['幼猫吃的', { cat: 'cat-food' }],
    ['再来几款', { cat: 'cat-food' }],
  ],
  [
    ['明天北京到杭州的机票', { flight: { from: '北京', to: '杭州', day: 1 } }],
    ['那从上海出发呢', { flight: { from: '上海', to: '杭州', day: 1 } }],
  ],
  [
    ['办公椅推荐', { cat: 'office-chairs' }],
    ['护腰的，1000以内', { cat: 'office-chairs', max: 1000 }],
    ['第一款和第二款有什么不同', { compare: [0, 1] }],
  ],
  [
    ['推荐个行李箱', { cat: 'luggage' }],
    ['轻一点的', { cat: 'luggage' }],
    ['不要新秀丽', { cat: 'luggage', notBrand: '新秀丽' }],
  ],
  [
    ['保健品推荐', { cat: 'health-supplements' }],
    ['给爸妈吃的', { cat: 'health-supplements' }],
  ],
  [
    ['平板推荐', { cat: 'tablets' }],
    ['第五款怎么样', { none: true, text: /只推荐了/ }],
  ],
  [
    ['降噪耳机', { cat: EAR }],
    ['不要苹果，只看苹果', { none: true, text: /矛盾/ }],
  ],
  [
    ['台灯推荐', { cat: 'desk-lamps' }],
    ['把它加入心愿单', { text: /哪/ }],
  ],
  [
    ['推荐个电动牙刷', { cat: 'electric-toothbrushes' }],
    ['飞利浦的', { cat: 'electric-toothbrushes', brand: '飞利浦' }],
    ['第一款多少钱', { ref: [0] }],
  ],
  [
    ['想买双跑鞋', { cat: 'running-shoes' }],
    ['预算500', { cat: 'running-shoes', max: 500 }],
    ['最便宜的那双', { cat: 'running-shoes' }],
  ],
  [
    ['明天北京飞上海的机票', { flight: { from: '北京', to: '上海', day: 1 } }],
    ['按价格从低到高', { flight: { from: '北京', to: '上海', day: 1, sort: 'price' } }],
    ['按起飞时间排', { flight: { from: '北京', to: '上海', day: 1, sort: 'departure' } }],
    ['回来的', { flight: { from: '上海', to: '北京', day: 1 } }],
    ['那去曼谷呢', { none: true, text: /暂不支持/ }],
  ],
  [
    ['下周一成都回北京', { flight: { from: '成都', to: '北京', day: 3 } }],
    ['东京呢', { none: true, text: /暂不支持/ }],
  ],
];
