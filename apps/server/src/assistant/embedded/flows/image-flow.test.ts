import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerText,
  cardsOf,
  nextSteps,
  searchOf,
  SEARCHED_ANSWER,
  shape,
  startEngine,
  type EngineHarness,
} from '#server/testing/embedded-engine';
import { catalogImagePath } from './image-flow';

describe('catalogImagePath', () => {
  it.each<[string | null, { path: string; categoryId: string } | null]>([
    ['/media/products/anc-headphones-0.svg', { path: '/media/products/anc-headphones-0.svg', categoryId: 'anc-headphones' }],
    ['https://shop.example/media/products/laptops-3.svg?v=2', { path: '/media/products/laptops-3.svg', categoryId: 'laptops' }],
    ['/media/uploads/u_1/photo.jpg', null],
    ['/media/products/../uploads/x.svg', null],
    [null, null],
  ])('%s', (url, found) => {
    expect(catalogImagePath(url)).toEqual(found);
  });
});

describe('image flow', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  it('recognises a catalog product image and answers with that category, the very image first', async () => {
    const image = 'http://127.0.0.1/media/products/anc-headphones-0.svg';
    const events = await h.ask('这个多少钱', { questionImg: image });
    expect(shape(events)).toEqual(SEARCHED_ANSWER);
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '降噪耳机')).toBe(true);
    expect(cards[0]!.image).toBe('/media/products/anc-headphones-0.svg');
    expect(answerText(events)).toMatch(/^从图片认出这是\*\*降噪耳机\*\*（.+款），这是商品库里的商品图。/);
    for (const c of cards) expect(answerText(events)).toContain(`](${c.url})`);
    expect(searchOf(events)!.keywords[0]!.query).toBe('降噪耳机');
  });

  it('a budget in the question narrows the products of the picture', async () => {
    const events = await h.ask('500以内的有吗', { questionImg: '/media/products/smartphones-1.svg' });
    const cards = cardsOf(events).product_cards ?? [];
    expect(cards.every((c) => c.category === '手机' && c.price <= 500)).toBe(true);
    expect(answerText(events)).toMatch(/从图片认出这是\*\*手机\*\*，但商品库里没有找到500元以内的这类商品/);
  });

  it('says plainly it cannot recognise any other picture, and searches nothing', async () => {
    const events = await h.ask('', { questionImg: '/media/uploads/u_1/photo.jpg' });
    expect(shape(events)).toEqual(['plan', 'answer_before_load', 'answer', 'finish']);
    expect(answerText(events)).toMatch(/^抱歉，我认不出这张图片里的商品。可以用文字告诉我它是什么/);
    expect(nextSteps(events).length).toBeGreaterThan(0);
  });

  it('an unrecognised picture with words: the words drive the search, and the answer says what it used', async () => {
    const events = await h.ask('这个耳机多少钱？有更便宜的同类吗', { questionImg: '/media/uploads/u_1/photo.jpg' });
    const cards = cardsOf(events).product_cards ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => ['降噪耳机', '真无线耳机'].includes(c.category ?? ''))).toBe(true);
    expect(answerText(events)).toMatch(/^这张图片我认不出具体是哪款商品，下面按你文字里说的「[^」]*耳机[^」]*」来找/);
  });
});
