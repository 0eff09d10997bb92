/**
 * Whom or what a conversation is about (a cat, a dog, a baby, a car), and the generic words that
 * mean that one's variant there (decision 065): in a conversation about cat litter 饮水机 is the pet
 * fountain, not a household dispenser; 给我家狗买点吃的 is dog food. A context is said in the
 * question (`said`) or held by the conversation's need (`categories`). A new row is one line.
 */
import { PET_BREEDS } from './usage-words';

const breedsOf = (pet: string) => PET_BREEDS.filter(([, p]) => p === pet).map(([b]) => b);

export type ContextName = 'cat' | 'dog' | 'pet' | 'baby' | 'car';

export const CONTEXTS: Readonly<Record<ContextName, { said: readonly string[]; categories: readonly string[] }>> = {
  cat: { said: ['猫', '喵星人', '主子', ...breedsOf('猫')], categories: ['cat-food', 'cat-litter'] },
  dog: { said: ['狗', '犬', '汪星人', ...breedsOf('狗')], categories: ['dog-food'] },
  pet: {
    said: ['宠物', '毛孩子', '猫', '狗', '犬', ...PET_BREEDS.map(([b]) => b)],
    categories: ['cat-food', 'cat-litter', 'dog-food', 'pet-water-fountains'],
  },
  baby: {
    said: ['宝宝', '婴儿', '新生儿', '婴幼儿', '小月龄', '小宝', '奶娃'],
    categories: ['diapers', 'infant-formula', 'strollers', 'car-seats', 'baby-bottles'],
  },
  car: {
    said: ['车上', '车里', '车内', '车载', '车用', '开车', '坐车', '汽车', '自驾', '爱车'],
    categories: ['dash-cams', 'car-chargers', 'car-vacuums', 'car-seat-cushions'],
  },
};

/** Words that put the thing back in the home or on the shopper: no context is read in (家用的饮水机). */
export const CONTEXT_CANCELS: readonly string[] = [
  '家用',
  '家里用',
  '家里的',
  '自己用',
  '我自己',
  '人喝',
  '办公室',
  '大人用',
  '大人的',
];

/** A generic word, in the context, read as the variant's category word. Checked in this order. */
export const CONTEXT_VARIANTS: ReadonlyArray<{ context: ContextName; words: readonly string[]; as: string }> = [
  { context: 'pet', words: ['饮水机', '喂水器', '饮水器', '喝水的'], as: '宠物饮水机' },
  { context: 'pet', words: ['喂食的', '喂饭的'], as: '自动喂食器' },
  { context: 'cat', words: ['吃的', '口粮', '主粮', '粮食', '干粮', '猫食', '什么粮', '啥粮', '换粮', '换个粮'], as: '猫粮' },
  { context: 'cat', words: ['厕所', '砂盆'], as: '猫砂盆' },
  // Treats are not sold apart: the food, said so (lexicon/stand-ins.ts), never people's snacks.
  { context: 'cat', words: ['零食', '小零食'], as: '猫零食' },
  { context: 'dog', words: ['零食', '小零食'], as: '狗零食' },
  { context: 'dog', words: ['吃的', '口粮', '主粮', '粮食', '干粮', '狗食', '什么粮', '啥粮', '换粮', '换个粮'], as: '狗粮' },
  { context: 'baby', words: ['喝的奶', '吃的奶'], as: '婴儿奶粉' },
  { context: 'baby', words: ['座椅'], as: '安全座椅' },
  { context: 'baby', words: ['小推车', '车子', '小车'], as: '婴儿推车' },
  { context: 'car', words: ['吸尘器', '吸尘'], as: '车载吸尘器' },
  { context: 'car', words: ['充电器', '充电头', '快充头', '充电插头'], as: '车载充电器' },
  { context: 'car', words: ['手机支架'], as: '车载手机支架' },
  { context: 'car', words: ['摄像头', '记录仪'], as: '行车记录仪' },
  { context: 'car', words: ['垫子', '座垫', '座椅套'], as: '汽车坐垫' },
];
