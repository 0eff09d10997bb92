/**
 * Buyers whose words imply a variant that listings carry in their title or specs (适用: 女款,
 * 1-3年级): 给女朋友挑双跑鞋 means the women's pair. One row per variant: the buyer words, then the
 * variant words a listing shows. Categories without the variant are unaffected.
 */
export const AUDIENCE_VARIANTS: ReadonlyArray<{ buyers: readonly string[]; variants: readonly string[] }> = [
  {
    buyers: [
      '女朋友',
      '女友',
      '老婆',
      '媳妇',
      '妈妈',
      '老妈',
      '母亲',
      '闺蜜',
      '女儿',
      '奶奶',
      '外婆',
      '女生',
      '女士',
      '姐姐',
      '妹妹',
    ],
    variants: ['女款'],
  },
  {
    buyers: ['男朋友', '男友', '老公', '爸爸', '老爸', '父亲', '儿子', '爷爷', '外公', '男生', '男士', '哥哥', '弟弟'],
    variants: ['男款'],
  },
  { buyers: ['老人', '老年人', '长辈', '父母', '爸妈', '中老年', '老年'], variants: ['中老年'] },
  { buyers: ['青少年', '中学生', '高中生'], variants: ['青少年'] },
  { buyers: ['小学生', '一年级', '二年级', '三年级', '低年级'], variants: ['1-3年级'] },
  { buyers: ['四年级', '五年级', '六年级', '高年级'], variants: ['4-6年级'] },
  { buyers: ['初中生', '初一', '初二', '初三'], variants: ['初中'] },
];
