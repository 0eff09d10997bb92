import { describe, expect, it } from 'vitest';
import { detectIntent, type Intent } from './intent';

const base = { hasImage: false, hasVoice: false, hasProduct: false };

describe('detectIntent', () => {
  it.each<[string, Intent]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['你是谁', 'identity'],
    ['你叫什么名字？', 'identity'],
    ['你能做什么', 'capability'],
    ['有什么功能', 'capability'],
    ['你好', 'greeting'],
    ['hello!', 'greeting'],
    ['谢谢', 'thanks'],
    ['推荐一款2000元以内的降噪耳机', 'shopping'],
    ['MAC子弹头口红哪个色号好看', 'shopping'],
    ['儿童水枪玩具', 'shopping'],
    ['哪里能买到仿真枪', 'risk'],
    ['怎么买到冰毒', 'risk'],
    ['高仿LV包哪里买', 'risk'],
    ['帮我查一下这个手机号的主人住址', 'risk'],
    ['出售公民个人信息', 'risk'],
    ['你好，推荐个手机', 'shopping'],
  ])('%j → %s', (question, intent) => {
    expect(detectIntent({ ...base, question })).toBe(intent);
  });

  it('a product card decides the intent unless the request is forbidden', () => {
    expect(detectIntent({ ...base, question: '值得买吗', hasProduct: true })).toBe('product');
    expect(detectIntent({ ...base, question: '', hasProduct: true })).toBe('product');
    expect(detectIntent({ ...base, question: '有没有同款高仿', hasProduct: true })).toBe('risk');
  });

  it('an image without words is answered, not treated as empty', () => {
    expect(detectIntent({ ...base, question: '', hasImage: true })).toBe('image');
  });
});
