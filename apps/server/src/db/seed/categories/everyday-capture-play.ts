import type { CategoryGroupSource } from './types';

/**
 * Things shoppers ask for by name that the catalog lacked (decision 083): instant cameras, game
 * controllers, phone gimbals and selfie sticks. Generated after every other everyday category, so
 * the listings before them keep their ids, malls and prices.
 */
export const EVERYDAY_CAPTURE_PLAY: CategoryGroupSource = {
  group: '数码配件',
  categories: [
    {
      id: 'instant-cameras',
      name: '拍立得',
      synonyms: ['拍立得', '拍立得相机', '立拍得', '一次成像相机', '即时成像相机', '即拍即得相机', 'instax'],
      noun: '拍立得相机',
      brands: {
        富士: 'instax mini 12:569{相纸=mini相纸;成像=胶片即拍}, instax mini 99:1299{相纸=mini相纸;成像=胶片即拍}, instax mini 40:699{相纸=mini相纸;成像=胶片即拍}, instax SQUARE SQ1:799{相纸=方形相纸;成像=胶片即拍}, instax WIDE 400:1099{相纸=宽幅相纸;成像=胶片即拍}, instax mini Evo:1499{相纸=mini相纸;成像=数码拍照打印}',
        宝丽来: 'Now+ Gen 2:1099{相纸=i-Type相纸;成像=胶片即拍}, Go Gen 2:799{相纸=Go相纸;成像=胶片即拍}',
        佳能: 'Zoemini S2:899{相纸=ZINK相纸;成像=数码拍照打印}',
        柯达: 'Mini Shot 3:799{相纸=4PASS相纸;成像=数码拍照打印}',
      },
      // The film and whether it prints a digital shot are the camera's own: a mini 12 takes mini film only.
      facts: ['相纸', '成像'],
      specs: {
        相纸: 'mini相纸|方形相纸|宽幅相纸|i-Type相纸|Go相纸|ZINK相纸|4PASS相纸',
        成像: '胶片即拍|数码拍照打印',
      },
      colors: '白色|粉色|蓝色|紫色|黑色',
      tags: '一次成像|复古胶片感|自拍镜|聚会旅行|送礼',
    },
    {
      id: 'game-controllers',
      name: '游戏手柄',
      synonyms: ['游戏手柄', '手柄', '无线手柄', '蓝牙手柄', '游戏控制器', '精英手柄'],
      noun: '游戏手柄',
      brands: {
        微软: 'Xbox无线控制器:429{平台=Xbox/PC;连接=蓝牙+有线;摇杆=电位器摇杆}, Xbox精英无线控制器2代:1199{平台=Xbox/PC;连接=蓝牙+有线;摇杆=电位器摇杆}',
        索尼: 'DualSense无线控制器:549{平台=PS5/PC;连接=蓝牙+有线;摇杆=电位器摇杆}, DualSense Edge:1399{平台=PS5/PC;连接=蓝牙+有线;摇杆=电位器摇杆}',
        任天堂: 'Switch Pro手柄:429{平台=Switch;连接=蓝牙+有线;摇杆=电位器摇杆}',
        八位堂:
          'Ultimate 2:349{平台=PC/Switch/手机;连接=蓝牙+2.4G+有线;摇杆=TMR摇杆}, SN30 Pro:199{平台=PC/Switch/手机;连接=蓝牙+有线;摇杆=电位器摇杆}',
        北通: '宙斯2:399{平台=PC/Switch/手机;连接=蓝牙+2.4G+有线;摇杆=霍尔摇杆}, 阿修罗3:199{平台=PC/Switch/手机;连接=蓝牙+2.4G+有线;摇杆=霍尔摇杆}, 斯巴达3:99{平台=PC/手机;连接=2.4G+有线;摇杆=电位器摇杆}',
        飞智: '黑武士4 Pro:399{平台=PC/Switch/手机;连接=蓝牙+2.4G+有线;摇杆=霍尔摇杆}',
        盖世小鸡: '启明星:199{平台=PC/Switch/手机;连接=蓝牙+2.4G+有线;摇杆=霍尔摇杆}',
      },
      // Which consoles a pad works with, how it connects and its sticks are the model's: an Xbox
      // pad is no PS5 pad, and only some third-party pads have drift-free Hall sticks.
      facts: ['平台', '连接', '摇杆'],
      specs: {
        平台: 'Xbox/PC|PS5/PC|Switch|PC/Switch/手机|PC/手机',
        连接: '蓝牙+2.4G+有线|蓝牙+有线|2.4G+有线',
        摇杆: '电位器摇杆|霍尔摇杆|TMR摇杆',
      },
      colors: '黑色|白色|蓝色|红色',
      tags: '手感好|低延迟|震动反馈|长续航|多平台',
    },
    {
      id: 'phone-gimbals',
      name: '手机云台',
      synonyms: ['手机云台', '云台', '手持云台', '云台稳定器', '手机稳定器', '稳定器', '防抖云台', 'vlog稳定器'],
      noun: '三轴手机稳定器',
      brands: {
        大疆: 'Osmo Mobile 7P:749{延长杆=内置延长杆;续航=10小时}, Osmo Mobile 6:699{延长杆=内置延长杆;续航=6小时}, Osmo Mobile SE:429{延长杆=无延长杆;续航=8小时}',
        影石: 'Insta360 Flow 2 Pro:899{延长杆=内置延长杆;续航=10小时}',
        智云: 'SMOOTH 5S:799{延长杆=无延长杆;续航=20小时}',
        飞宇: 'Vimble 3:399{延长杆=内置延长杆;续航=8小时}',
      },
      // A built-in extension rod and the battery are each gimbal's own.
      facts: ['延长杆', '续航'],
      specs: { 延长杆: '内置延长杆|无延长杆', 续航: '6小时|8小时|10小时|20小时', 跟拍: 'AI智能跟拍' },
      colors: '灰色|白色|黑色',
      tags: '防抖|智能跟拍|vlog|磁吸快拆|可折叠',
    },
    {
      id: 'selfie-sticks',
      name: '自拍杆',
      synonyms: ['自拍杆', '自拍神器', '蓝牙自拍杆', '自拍三脚架', '手机三脚架', '三脚架', '直播支架'],
      noun: '自拍杆',
      brands: {
        小米: '自拍杆三脚架:89{长度=90cm;三脚架=带三脚架;遥控=蓝牙遥控}',
        影石: '隐形自拍杆 114cm:169{长度=114cm;三脚架=无三脚架;遥控=无遥控}',
        绿联: '落地自拍杆 1.6米:99{长度=160cm;三脚架=带三脚架;遥控=蓝牙遥控}',
        品胜: '蓝牙自拍杆:59{长度=70cm;三脚架=带三脚架;遥控=蓝牙遥控}',
        倍思: '铝合金自拍杆:79{长度=100cm;三脚架=带三脚架;遥控=蓝牙遥控}',
      },
      // Length, legs and a remote are the stick's own: a 114cm invisible stick has no tripod.
      facts: ['长度', '三脚架', '遥控'],
      specs: { 长度: '70cm|90cm|100cm|114cm|160cm', 三脚架: '带三脚架|无三脚架', 遥控: '蓝牙遥控|无遥控' },
      colors: '黑色|白色',
      tags: '轻便|可伸缩|旅行拍照|直播|防抖',
    },
  ],
};
