import { problem, type ProblemRow } from './problem-words';

const PET_CAT = ['猫', '主子', '喵'];
const PET_DOG = ['狗', '汪'];

/**
 * Problems of the body, the devices, the car, pets, babies and going out (decision 053).
 */
export const LIFE_PROBLEMS: readonly ProblemRow[] = [
  // Body and health.
  // Decision 081: tired eyes are the massager's; a lamp answers light to read by (孩子近视, 光线暗).
  problem('眼睛累', ['eye-massagers'], ['眼疲劳', '眼睛疲劳', '用眼过度', '眼睛干涩'], {
    pairs: [
      ['眼睛', '眼'],
      ['干', '酸', '累', '疼', '涩', '胀', '疲劳'],
    ],
  }),
  problem('肩颈不舒服', ['neck-massagers'], ['低头久了', '富贵包', '肩周'], {
    pairs: [
      ['脖子', '颈椎', '肩颈', '肩膀'],
      ['疼', '酸', '痛', '僵', '不舒服', '难受', '硬'],
    ],
  }),
  // Decision 081: 在家办公 一天坐十个钟头: sitting long, no pain said, is the chair's.
  problem(
    '坐得久',
    ['office-chairs'],
    [
      ...['一天坐', '坐一天', '坐一整天', '天天坐着', '一坐就是', '一坐一天', '坐好几个小时', '坐好几个钟头', '坐太久'],
      ...['坐很久', '坐得久', '久坐'],
    ],
  ),
  problem(
    '久坐腰疼',
    ['office-chairs', 'massage-chairs'],
    ['坐久了腰', '久坐腰', '椅子不舒服', '椅子坐着累', '坐久了屁股疼', '坐得屁股疼'],
  ),
  problem('腰不舒服', ['massage-chairs', 'massage-guns', 'electric-blankets'], ['腰酸背痛', '腰肌劳损'], {
    pairs: [['腰'], ['疼', '酸', '痛', '不好', '不舒服', '僵']],
  }),
  problem('肌肉酸', ['massage-guns'], ['肌肉酸', '腿酸', '小腿酸', '肌肉紧', '练完酸', '跑完步腿疼', '练完腿疼']),
  problem('浑身累', ['massage-chairs', 'massage-guns'], ['全身酸痛', '浑身酸痛', '浑身疼', '想按摩', '想按按']),
  // An effect (decision 081): 冷得睡不着, 被窝冰凉睡不着 are the cold's to solve.
  problem('睡不好', ['pillows', 'mattresses', 'eye-massagers'], ['睡不好', '睡不着', '失眠', '睡眠不好', '睡眠差', '半夜醒'], {
    effect: true,
  }),
  problem('枕头不合适', ['pillows'], ['落枕', '枕头不舒服', '睡醒脖子疼', '枕头太高', '枕头太低', '枕头塌']),
  problem('床睡着难受', ['mattresses'], ['床太硬', '床太软', '床垫塌', '睡醒腰疼', '床垫太旧', '床板硬']),
  problem(
    '太吵',
    ['anc-headphones', 'tws-earbuds'],
    ['打呼噜', '噪音大', '邻居吵', '吵得睡不着', '地铁上吵', '飞机上吵', '太吵了', '装修吵'],
  ),
  problem('想在家量血压', ['blood-pressure-monitors'], ['量血压', '测血压', '血压不稳', '在家测血压']),
  problem(
    '想减肥',
    ['body-scales', 'jump-ropes', 'treadmills', 'exercise-bikes'],
    ['减肥', '想瘦', '长胖', '发福', '小肚子', '减脂', '掉秤'],
  ),
  problem(
    '没法出门运动',
    ['treadmills', 'exercise-bikes', 'yoga-mats'],
    ['下雨没法跑', '雨天跑不了', '不想出门跑步', '在家跑步', '没时间去健身房', '健身房太贵', '不想去健身房'],
  ),
  problem('想在家练', ['yoga-mats', 'dumbbells'], ['在家锻炼', '在家练', '在家做运动', '跪着膝盖疼', '想练肌肉', '想增肌']),
  problem(
    '牙刷不干净',
    ['electric-toothbrushes', 'water-flossers'],
    ['刷牙不干净', '牙龈出血', '刷牙出血', '牙黄', '牙结石', '口臭'],
  ),
  problem('塞牙', ['water-flossers'], ['塞牙', '牙缝', '戴牙套']),
  problem('牙齿敏感', ['toothpaste'], ['牙齿敏感', '牙敏感', '冷热酸痛', '喝凉的牙疼']),
  problem('胡子扎', ['shavers'], ['胡子', '胡茬', '刮胡子']),
  problem('头发干得慢', ['hair-dryers'], ['头发吹不干', '吹头发慢', '吹头发太久', '头发干枯']),
  // Decision 081: frizz after drying is the dryer's (负离子), not an oily scalp's.
  problem(
    '头发毛躁',
    ['hair-dryers'],
    ['头发毛躁', '吹完毛躁', '吹完就炸', '吹完炸毛', '一吹就炸', '炸毛', '头发炸', '头发很炸'],
  ),
  // Decision 075: 头发吹完又毛又炸: a dryer that blows it smooth (负离子).
  problem(
    '吹完头发毛',
    ['hair-dryers'],
    ['吹完又毛', '吹完很毛', '吹完毛躁', '吹完炸毛', '又毛又炸', '吹得很炸', '头发炸毛', '吹得毛躁'],
  ),
  problem('头发塌', ['hair-curlers'], ['头发太直', '头发扁塌', '头发塌', '想卷发']),
  problem('头皮不舒服', ['shampoos'], ['头皮痒', '头屑', '头皮屑', '头发油', '头发出油']),
  problem('脸干', ['face-creams', 'face-masks'], ['脸干', '起皮', '脸紧绷', '皮肤缺水', '脸缺水']),
  problem('出油长痘', ['face-cleansers'], ['出油', '脸油', '毛孔粗', '黑头', '闷痘', '长痘']),
  problem('怕晒', ['sunscreens', 'umbrellas', 'sunglasses'], ['晒黑', '晒伤', '怕晒', '太阳毒', '紫外线强']),
  problem('气色差', ['lipsticks', 'foundations'], ['气色差', '没气色', '唇色淡', '脸色差', '肤色不均', '痘印']),
  problem(
    '皮肤暗沉',
    ['serums', 'face-masks'],
    ['暗沉', '细纹', '皱纹', '暗黄', '熬夜脸', '皮肤差', '皮肤变差', '皮肤不好', '气色差', '脸色差'],
  ),
  problem(
    '手干裂',
    ['hand-creams'],
    ['手干', '手粗', '手裂', '手上起皮', '倒刺', '裂口子', '裂口', '皲裂', '干裂', '冻裂', '冻疮', '手脱皮', '手糙'],
    {
      pairs: [
        ['手上', '手指', '指尖', '手背', '双手', '手掌', '手指头'],
        ['干', '裂', '粗', '糙', '起皮', '脱皮', '裂口'],
      ],
    },
  ),
  problem('身上有味', ['body-washes', 'perfumes'], ['身上有味', '汗味', '体味', '背上长痘', '后背长痘', '身上痒']),
  problem('老感冒', ['health-supplements'], ['老感冒', '容易感冒', '免疫力差', '体质差', '补充营养', '缺维生素']),
  // Decision 081: calcium is the supplements' (上了年纪补钙); growing taller a child's milk too.
  problem('想补钙', ['health-supplements'], ['补钙', '缺钙', '补点钙', '骨质疏松'], { values: ['钙'] }),
  problem('想长个', ['milk', 'health-supplements'], ['长个子', '长个儿', '长高个', '想长高', '长个']),
  problem('嘴馋', ['snacks', 'nuts'], ['嘴馋', '想吃零食', '下午饿', '加班饿', '半夜饿']),
  problem('不爱喝白开水', ['tea', 'thermos-cups'], ['白开水没味', '不爱喝白开水', '想戒饮料', '戒奶茶', '戒可乐']),
  // Devices.
  problem('手机没电', ['power-banks'], ['找不到插座', '没地方充电', '电量焦虑', '电撑不到'], {
    pairs: [
      ['手机', '电话'],
      [
        ...['没电', '电不够', '撑不到', '掉电快', '不耐用', '充好几次', '充几次电', '撑不过', '不够用', '电不经用'],
        // Decision 075: 手机一天得充两回电.
        ...['充两回', '充两次', '充两遍', '充好几回', '一天一充都不够', '不禁用'],
      ],
    ],
  }),
  problem('充电太慢', ['chargers'], ['充电慢', '充电太慢', '充电好慢', '充满要好久', '充电要半天']),
  problem('充电线不好用', ['data-cables'], ['线太短', '线不够长', '线老断', '充电线断', '充电线坏']),
  problem('手机怕摔', ['phone-cases'], ['怕摔', '手机摔', '手机老摔', '后盖刮花', '摔坏了']),
  problem('屏幕怕刮', ['screen-protectors'], ['屏幕刮花', '屏幕划痕', '屏幕碎', '屏幕裂', '屏幕有划痕']),
  problem('手机太卡', ['smartphones'], ['手机卡顿', '手机太卡', '手机很卡', '手机太旧', '手机反应慢', '手机用了好几年']),
  problem(
    '照片没地方存',
    ['storage-drives'],
    ['照片太多', '照片没地方存', '存储不够', '内存满', '空间不够', '备份照片', '资料备份'],
  ),
  problem('电脑太慢', ['ssd', 'laptops'], ['电脑开机慢', '开机慢', '电脑太慢', '电脑很卡', '电脑太卡']),
  problem('电脑太重', ['laptops'], ['电脑太重', '笔记本太重', '电脑背着累', '电脑太旧', '电脑太老']),
  problem('游戏卡', ['gaming-laptops', 'desktops'], ['玩游戏卡', '游戏卡顿', '掉帧', '帧数低']),
  problem('网不好', ['routers'], ['没信号', '信号差', '信号不好', 'wifi差', 'wifi慢', '网速慢', '网太慢', '断网', 'wifi不好'], {
    pairs: [
      ['手机', '电脑', '电视', '网'],
      ['没信号', '信号差', '信号不好', '网速慢', '连不上'],
    ],
  }),
  problem('打印不方便', ['printers'], ['打印作业', '打印资料', '打印试卷', '去打印店', '要打印', '打印东西']),
  problem('打字手累', ['keyboards', 'mice'], ['打字累', '打字手累', '键盘不好用', '手腕疼', '鼠标手', '手腕酸']),
  problem('屏幕不够用', ['monitors'], ['屏幕太小', '屏太小', '屏幕不够用', '想要双屏', '想分屏']),
  problem('拍不清', ['cameras'], ['拍不清', '拍照糊', '拍娃糊', '拍不清楚', '想拍星空', '拍演唱会']),
  problem('视频拍着抖', ['action-cameras', 'cameras'], ['防抖'], {
    pairs: [
      ['视频', '拍', '镜头', '画面'],
      ['抖', '晃'],
    ],
  }),
  problem('收音不清', ['microphones'], ['声音不清楚', '收音差', '录视频声音小', '直播声音小', '开会对方听不清']),
  problem('外放太小', ['bluetooth-speakers'], ['外放声音小', '外放太小', '洗澡想听歌', '野餐放歌']),
  problem('耳机线老缠', ['tws-earbuds'], ['耳机线缠', '线老缠', '耳机线断', '耳机老掉', '跑步耳机掉']),
  problem('手机看书伤眼', ['e-readers'], ['手机看书', '看小说眼睛', '书太重', '书太多']),
  problem(
    '想知道孩子在哪',
    ['smartwatches'],
    ['孩子定位', '联系不上孩子', '孩子联系不上', '找不到孩子', '老人走丢', '测心率', '监测睡眠', '记步数'],
  ),
  // The car.
  problem('开车怕说不清', ['dash-cams'], ['加塞', '刮蹭', '碰瓷', '追尾', '车被划', '停车被蹭', '留个证据', '留证据']),
  // Decision 060: the parked car hit by someone unknown (车停在小区 被刮了都不知道是谁).
  problem(
    '车被刮找不到人',
    ['dash-cams'],
    ['被刮', '被蹭', '被划', '被撞', '被砸', '刮了', '蹭了', '划了', '撞了', '不知道是谁', '找不到人', '逃逸', '停车监控'],
    { with: ['车', '停车', '车位', '小区', '路边'], not: ['刮胡', '刮痧', '蹭饭', '蹭网'] },
  ),
  problem('车上充电不便', ['car-chargers'], ['车上充电', '开车手机没电', '导航没电', '车上手机没电']),
  problem('开车坐着累', ['car-seat-cushions'], ['开车腰疼', '开车屁股疼', '座椅太硬', '座椅烫', '开长途腰']),
  problem('车里脏', ['car-vacuums'], ['车里脏', '车上脏', '车里有灰', '车里全是灰', '车里碎屑', '车里零食渣']),
  problem('阳光刺眼', ['sunglasses'], ['太阳刺眼', '阳光刺眼', '开车刺眼', '晃眼']),
  problem(
    '通勤太远',
    ['electric-scooters', 'bicycles'],
    ['通勤远', '挤地铁', '挤公交', '公交太挤', '离地铁站远', '最后一公里', '走路太远'],
  ),
  // Going out and wearing.
  problem('下雨没伞', ['umbrellas'], ['没带伞', '忘带伞', '伞老丢', '淋雨', '被雨淋']),
  problem('行李装不下', ['luggage', 'backpacks'], ['行李太多', '装不下行李', '箱子太小', '出远门东西多']),
  problem('电脑没地方装', ['backpacks'], ['电脑没地方装', '包太小', '背包不够大', '通勤背电脑']),
  problem('出门太冷', ['down-jackets', 'scarves', 'hats'], ['去东北', '去哈尔滨', '零下', '冻透', '出门冻']),
  problem('脖子耳朵冷', ['scarves', 'hats'], ['脖子冷', '脖子凉', '耳朵冻', '耳朵冷', '头冷']),
  problem(
    '爬山怕淋雨',
    ['hardshell-jackets', 'hiking-shoes'],
    ['山上风大', '户外淋雨', '爬山下雨', '防风防雨', '山路滑', '爬山打滑', '爬山脚疼'],
  ),
  problem('跑步伤膝盖', ['running-shoes'], ['跑步膝盖疼', '跑步脚疼', '跑步伤膝盖', '跑步震脚']),
  problem('鞋子磨脚', ['sneakers', 'running-shoes'], ['磨脚', '站一天脚疼', '走路脚疼', '鞋不舒服']),
  problem('地板凉脚下滑', ['slippers'], ['地板凉', '浴室滑', '洗澡滑倒', '地上凉']),
  problem('袜子老破', ['socks'], ['袜子破', '袜子老破', '脚臭', '袜子磨破']),
  problem('内衣勒', ['underwear'], ['内衣勒', '勒得慌', '钢圈不舒服']),
  problem('卡没地方放', ['wallets'], ['卡没地方放', '钱包坏', '卡太多']),
  problem('想露营', ['tents'], ['想露营', '野外过夜', '露营没地方睡']),
  problem('球没气了', ['basketballs'], ['球没气', '没球玩', '球打旧了']),
  // Pets.
  problem('不爱喝水', ['pet-water-fountains'], ['不爱喝水', '不喝水', '喝水少', '喝水太少'], {
    with: [...PET_CAT, ...PET_DOG, '宠物', '毛孩子'],
    // Decision 081: the category holds feeders too; drinking is the fountain's.
    values: ['饮水机'],
  }),
  problem('猫上厕所', ['cat-litter'], ['上厕所', '拉屎', '尿尿', '猫味', '便盆', '屎臭', '铲屎'], { with: PET_CAT }),
  // Decision 075: 懒得铲屎 有全自动的吗: the one who scoops says it is a cat's litter, no cat named.
  problem(
    '懒得铲屎',
    ['cat-litter'],
    [
      ...['懒得铲屎', '不想铲屎', '铲屎太麻烦', '每天铲屎', '自动铲屎', '铲屎官太累'],
      ...['天天铲屎', '不想天天铲', '铲屎好累', '铲屎太累', '铲屎烦', '不想铲猫砂', '懒得铲猫砂'],
    ],
    { values: ['自动铲屎'] },
  ),
  problem('猫吃的', ['cat-food'], ['挑食', '不爱吃', '吃的还没买', '口粮', '太瘦', '毛不亮'], { with: PET_CAT }),
  problem('狗吃的', ['dog-food'], ['挑食', '不爱吃', '吃的还没买', '口粮', '太瘦', '毛不亮'], { with: PET_DOG }),
  // Babies and children.
  problem('孩子坐车不安全', ['car-seats'], ['孩子坐车', '宝宝坐车', '娃坐车', '孩子坐副驾']),
  problem('抱娃太累', ['strollers'], ['抱娃累', '抱孩子累', '遛娃累', '带娃出门累', '抱着娃出门']),
  problem('宝宝红屁屁', ['diapers'], ['红屁屁', '尿湿', '夜里漏尿', '尿布疹']),
  problem('奶水不够', ['infant-formula', 'baby-bottles'], ['断奶', '奶水不够', '母乳不够', '奶不够']),
  problem('宝宝呛奶', ['baby-bottles'], ['呛奶', '胀气', '不吃奶嘴']),
  problem('孩子老看手机', ['building-toys'], ['孩子老看手机', '孩子总玩手机', '孩子沉迷手机', '孩子没东西玩', '娃在家无聊']),
  problem('书包太重', ['school-bags'], ['书包太重', '书包背着累', '孩子驼背']),
  problem('孩子走不动', ['kids-scooters', 'strollers'], ['孩子走不动', '孩子走路慢']),
  // Everyday supplies.
  problem('衣服洗不干净', ['laundry-detergent'], ['衣服有味', '衣服发黄', '领口脏', '衣服串色']),
  problem('碗洗不干净', ['dish-soap'], ['碗洗不干净', '油污洗不掉', '碗上有油']),
  problem('生理期', ['sanitary-pads'], ['大姨妈', '例假', '生理期']),
  problem('纸用完了', ['tissues'], ['纸用完', '抽纸用完', '纸巾没了']),
  // More of going out, food, leisure and study.
  problem('衣服闷汗', ['t-shirts'], ['衣服不透气', '出汗粘身上', '衣服闷汗', '衣服捂汗']),
  problem('裤子穿不下', ['jeans'], ['裤子紧', '裤子小了', '裤子穿不下', '裤腰勒']),
  problem('睡觉穿着难受', ['pajamas'], ['睡觉穿着难受', '睡衣起球', '在家穿着不舒服']),
  problem('包装不下', ['handbags', 'backpacks'], ['化妆品没地方装', '包装不下', '通勤包太小']),
  problem('手上空空', ['wristwatches', 'smartwatches'], ['手上空空', '手腕空', '想戴块表']),
  problem('头被晒', ['hats', 'umbrellas'], ['晒头', '头晒得疼', '太阳晒脸']),
  problem('米不好吃', ['rice', 'rice-cookers'], ['米不好吃', '米不香', '米饭没米香']),
  problem('油快用完', ['cooking-oil'], ['油快吃完', '油用完了', '炒菜没油了']),
  problem('要招待客人', ['baijiu', 'wine', 'tea'], ['请客吃饭', '陪客户喝', '酒局', '招待客人']),
  problem('想要点氛围', ['wine', 'artificial-flowers'], ['烛光晚餐', '约会晚餐', '想要点氛围']),
  problem(
    '在家没事干',
    ['game-consoles', 'bluetooth-speakers'],
    ['在家没事干', '下班没事干', '想和朋友一起玩游戏', '聚会玩什么'],
  ),
  problem('想拍全景', ['drones'], ['想拍全景', '拍不到全景', '站高处拍', '想拍航拍']),
  problem('球拍断了', ['badminton-rackets'], ['球拍断了', '拍子断了', '拍线断']),
  problem('想去钓鱼', ['fishing-rods'], ['想去钓鱼', '周末去钓鱼', '鱼竿断', '竿子断']),
  problem('体测考跳绳', ['jump-ropes'], ['体育课考跳绳', '体测跳绳', '中考跳绳', '跳绳不及格']),
  problem('鼠标不灵', ['mice'], ['鼠标不灵', '鼠标乱跳', '鼠标不跟手', '鼠标双击']),
  problem('老人看不清手机', ['smartphones'], ['老人看不清手机', '字太小看不清', '老人不会用智能机']),
  problem('老人怕滑倒', ['slippers'], ['老人怕滑倒', '老人洗澡滑', '怕摔跤']),
  problem('出门喝水不便', ['thermos-cups'], ['水凉得快', '出门喝不上热水', '上班喝水不方便', '出门没水喝']),
  problem('怕孩子近视', ['desk-lamps', 'e-readers'], ['孩子近视', '怕孩子近视', '视力下降']),
  problem('通勤路上无聊', ['tws-earbuds', 'e-readers'], ['通勤无聊', '地铁上无聊', '坐车无聊']),
  problem('怕吵到别人', ['tws-earbuds', 'anc-headphones'], ['怕吵到室友', '不想吵到别人', '外放吵人']),
];
