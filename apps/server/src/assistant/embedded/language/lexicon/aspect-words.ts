/**
 * What a shopper asks about one shown product (decision 082): 第二个续航怎么样, 第一款噪音大吗,
 * 这个吸力多少, 它重不重. A spec key a listing states (续航, 吸力, 噪音, 重量) is asked about when
 * it is said; these rows are the other words for the same aspect. `keys` are the spec keys that
 * answer it, the first one a listing states wins. A new wording is one more string.
 */
export interface AspectRow {
  /** The aspect named in the answer (续航). */
  name: string;
  words: readonly string[];
  keys: readonly string[];
}

export const ASPECT_WORDS: readonly AspectRow[] = [
  { name: '续航', words: ['续航', '能用多久', '用多久', '待机', '充一次', '跑多远', '能跑多少', '电池'], keys: ['续航', '电池'] },
  { name: '噪音', words: ['噪音', '噪声', '声音大', '声音小', '吵不吵', '吵吗', '安静吗', '静音吗', '分贝'], keys: ['噪音'] },
  { name: '吸力', words: ['吸力', '吸得干净', '吸得怎么样'], keys: ['吸力'] },
  { name: '重量', words: ['重量', '多重', '重不重', '重吗', '沉不沉', '沉吗', '多沉', '轻不轻', '轻吗', '几斤'], keys: ['重量'] },
  { name: '容量', words: ['容量', '能装多少', '装多少', '多大容量', '几升'], keys: ['容量', '规格'] },
  {
    name: '尺寸',
    words: ['尺寸', '多大', '多长', '多宽', '多高', '大小', '几寸'],
    keys: ['尺寸', '屏幕', '长度', '高度', '规格'],
  },
  { name: '屏幕', words: ['屏幕', '屏', '分辨率', '刷新率'], keys: ['屏幕', '分辨率', '刷新率'] },
  { name: '拍照', words: ['拍照', '像素', '摄像头', '镜头', '画质'], keys: ['像素', '镜头', '视频', '画幅', '分辨率'] },
  { name: '充电', words: ['快充', '充电快', '充电速度', '充电'], keys: ['快充', '电池', '续航'] },
  { name: '防水', words: ['防水', '怕水', '能沾水', '下水'], keys: ['防水'] },
  { name: '功率', words: ['功率', '瓦数', '多少瓦', '火力'], keys: ['功率'] },
  { name: '材质', words: ['材质', '材料', '面料', '什么做的', '质地'], keys: ['材质', '面料', '质地', '内胆'] },
  { name: '性能', words: ['性能', '处理器', '芯片', '跑分', '显卡', '配置'], keys: ['处理器', '显卡', '存储'] },
  { name: '存储', words: ['内存', '存储', '多少g'], keys: ['存储'] },
  { name: '能效', words: ['能效', '耗电', '省电', '费电', '费不费电'], keys: ['能效', '功率'] },
  { name: '降噪', words: ['降噪'], keys: ['降噪'] },
  { name: '档位', words: ['档位', '几档', '力度'], keys: ['档位', '模式'] },
];
