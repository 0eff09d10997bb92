import { WISH_ENDPOINTS } from '@app/protocol/wish';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@app/protocol/cards';
import type { MessageStatus } from '@app/protocol/status';
import { chatActions, chatStore } from '../chat-instance';
import { renderAnswerPart, renderPart, robot } from '../test/render-part';
import { ApiError, http } from '@/lib/http';
import { setLanguage } from '@/lib/i18n';
import { AnswerPart } from './answer-part';
import { ButtonsPart } from './buttons-part';
import { CloudTaskPart } from './cloud-task-part';
import { FlightCardsPart } from './flight-cards-part';
import { NextStepPart } from './next-step-part';
import { NoticePart } from './notice-part';
import { ProductCardsPart } from './product-cards-part';
import { ProgressPart } from './progress-part';
import { ReasoningPart } from './reasoning-part';
import { SearchPart } from './search-part';
import { WishCardsPart } from './wish-cards-part';
import { WishSelectPart } from './wish-select-part';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const card = (id: string, title: string, price = 99): ProductCard => ({
  id,
  title,
  mall: '京东',
  price,
  original_price: price + 50,
  image: `/media/${id}.png`,
  url: `/item-detail?id=${id}`,
  reason: '降噪好',
});

beforeEach(() => void vi.spyOn(chatActions, 'ask').mockResolvedValue(true));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  chatStore.getState().reset();
});

describe('reasoning', () => {
  it('is open and live while thinking', () => {
    renderPart(
      ReasoningPart,
      robot({ reasoningContent: '先想预算', reasonStatus: 'thinking', status: 'thinking', dateTime: new Date().toISOString() }),
    );
    expect(screen.getByRole('button', { expanded: true }).textContent).toContain('正在深度思考…（0 秒）');
    expect(screen.getByTestId('reasoning-text').textContent).toBe('先想预算');
    expect(screen.queryByTestId('reasoning-full')).toBeNull();
  });

  it('folds once done, shows how long it thought, and links to the full reasoning', () => {
    renderPart(ReasoningPart, robot({ reasoningContent: '先想预算', reasonStatus: 'thinkend', thinkMs: 3400 }));
    const toggle = screen.getByRole('button', { expanded: false });
    expect(toggle.textContent).toContain('已深度思考（用时 3 秒）');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { expanded: true })).toBe(toggle);
    fireEvent.click(screen.getByTestId('reasoning-full'));
    expect(screen.getByTestId('where').textContent).toBe('/chatNext/thinking?question_id=q_srv_1');
  });
});

describe('search result', () => {
  it('groups keywords by query and lists safe links and the products found', () => {
    renderAnswerPart(SearchPart, {
      type: 'search',
      searched: true,
      result: {
        keywords: [
          { query: '降噪耳机 2000元', keywords: ['降噪', '耳机'] },
          { query: '索尼', keywords: [] },
        ],
        links: [
          { title: '选购指南', url: 'https://example.com/g', source: '指南' },
          { title: '坏链接', url: 'javascript:alert(1)' },
        ],
        products: [card('p1', '索尼 WH')],
      },
    });
    expect(screen.getByText('搜索了 2 个问题，参考 2 篇资料、1 件商品')).toBeTruthy();
    const groups = screen.getAllByTestId('search-query');
    expect(
      within(groups[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['降噪', '耳机']);
    expect(groups[1]!.textContent).toBe('索尼');
    const links = screen.getAllByTestId('search-link');
    expect(within(links[0]!).getByRole('link').getAttribute('href')).toBe('https://example.com/g');
    expect(within(links[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('search-product').textContent).toBe('索尼 WH · ¥99 · 京东');
  });
});

describe('search summary', () => {
  it.each([
    ['zh-CN', 1, 0, 0, '搜索了 1 个问题'],
    ['zh-CN', 2, 0, 3, '搜索了 2 个问题，参考 3 件商品'],
    ['en', 1, 0, 0, 'Searched 1 query'],
    ['en', 2, 1, 1, 'Searched 2 queries, read 1 source and 1 product'],
    ['en', 1, 2, 0, 'Searched 1 query, read 2 sources'],
  ] as const)('%s: %i queries, %i sources, %i products → %s', async (lang, queries, links, products, text) => {
    await setLanguage(lang);
    try {
      renderAnswerPart(SearchPart, {
        type: 'search',
        searched: true,
        result: {
          keywords: Array.from({ length: queries }, (_, i) => ({ query: `q${i}`, keywords: [] })),
          links: Array.from({ length: links }, (_, i) => ({ title: `l${i}`, url: `https://example.com/${i}` })),
          products: Array.from({ length: products }, (_, i) => card(`p${i}`, `P${i}`)),
        },
      });
      expect(screen.getByTestId('search-result').querySelector('summary')!.textContent).toBe(text);
    } finally {
      await setLanguage('zh-CN');
    }
  });
});

describe('answer', () => {
  it('while streaming, unfinished syntax at the end is held back', () => {
    renderPart(AnswerPart, robot({ status: 'outputting', isHistory: false, content: '推荐 **索尼 WH' }));
    expect(screen.getByTestId('answer-text').textContent).toBe('推荐');
    expect(screen.getByTestId('answer-text').getAttribute('data-streaming')).toBe('true');
  });

  it.each([
    ['stopped', { status: 'cancel' }],
    ['stopped, from history', { status: 'cancel', isHistory: true }],
    ['cut off by the network', { status: 'error', errorType: 'offline' }],
  ] as const)('%s: the cut ends at the last complete syntax, never raw Markdown', (_, fields) => {
    renderPart(AnswerPart, robot({ ...fields, content: '为你推荐：\n\n1. **[小米 Redmi Book 14 轻薄本](/' }));
    const text = screen.getByTestId('answer-text').textContent ?? '';
    expect(text).toBe('为你推荐：');
    expect(screen.getByTestId('answer-text').getAttribute('data-streaming')).toBe('false');
  });

  it('a finished answer renders Markdown; raw HTML stays text and javascript: links are dropped', () => {
    const { container } = renderPart(
      AnswerPart,
      robot({ content: '**粗** <img src=x onerror=alert(1)> [点我](javascript:alert(1)) [好](https://example.com)' }),
    );
    expect(container.querySelector('strong')?.textContent).toBe('粗');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com']);
  });
});

describe('cards', () => {
  it('product cards show image, title, price, original price, mall and reason, and link to the item', () => {
    renderAnswerPart(ProductCardsPart, { type: 'products', layout: 'list', cards: [card('p1', '索尼 WH', 2299)] });
    const c = screen.getByTestId('product-card');
    expect(c.textContent).toBe('索尼 WH¥2299原价 ¥2349来自 京东降噪好');
    expect(within(c).getByRole('link').getAttribute('href')).toBe('/item-detail?id=p1');
  });

  it('each answer’s card region is named after its own products (two answers never share a name)', () => {
    renderAnswerPart(ProductCardsPart, {
      type: 'products',
      layout: 'list',
      cards: [card('p1', '索尼 WH', 2299), card('p2', 'Bose QC')],
    });
    renderAnswerPart(ProductCardsPart, { type: 'products', layout: 'list', cards: [card('p3', '小米 Buds')] });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      '为你推荐的 2 款商品：索尼 WH等',
      '为你推荐的 1 款商品：小米 Buds等',
    ]);
  });

  it('image product cards', () => {
    renderAnswerPart(ProductCardsPart, { type: 'products', layout: 'gallery', cards: [card('p1', 'A'), card('p2', 'B')] });
    expect(screen.getAllByTestId('image-product-card')).toHaveLength(2);
  });

  it('wish select cards: tick several, then add them to the wish list without asking the assistant', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({});
    renderAnswerPart(WishSelectPart, {
      type: 'wish-select',
      cards: [card('p1', '耳机'), card('p2', '音箱'), card('p3', '手表')],
    });
    const add = screen.getByTestId('wish-select-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const boxes = screen.getAllByTestId('wish-select-checkbox');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    expect(add.textContent).toBe('加入心愿单（2）');
    fireEvent.click(add);
    expect((await screen.findByTestId('wish-add-done')).textContent).toContain('已加入心愿单：2 件');
    expect(post.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      [WISH_ENDPOINTS.add, { product_id: 'p1', target_price: null }],
      [WISH_ENDPOINTS.add, { product_id: 'p3', target_price: null }],
    ]);
    const cards = screen.getAllByTestId('wish-select-card');
    expect(cards.map((c) => c.dataset.added === 'true')).toEqual([true, false, true]);
    expect(chatActions.ask).not.toHaveBeenCalled();
  });

  it('wish select cards: a failed add says why in the card and can be retried', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValueOnce(new ApiError('server', '商品不存在或已下架', 200, 404));
    renderAnswerPart(WishSelectPart, { type: 'wish-select', cards: [card('p1', '耳机'), card('p2', '音箱')] });
    fireEvent.click(screen.getAllByTestId('wish-select-checkbox')[1]!);
    fireEvent.click(screen.getByTestId('wish-select-add'));
    expect((await screen.findByTestId('wish-add-error')).textContent).toBe(
      '没能加入心愿单：商品不存在或已下架。请再点一次重试。',
    );
    expect(screen.queryByTestId('wish-add-done')).toBeNull();
    const again = screen.getByTestId('wish-select-add') as HTMLButtonElement;
    expect(again.textContent).toBe('加入心愿单（1）');
    post.mockResolvedValueOnce({});
    fireEvent.click(again);
    expect((await screen.findByTestId('wish-add-done')).textContent).toContain('已加入心愿单：1 件');
    expect(screen.queryByTestId('wish-add-error')).toBeNull();
  });

  it('an add-to-wish-list button adds the product it names and shows it added', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({});
    const wishButton = {
      button_text: '加入：音箱',
      button_url: '/wish?product_id=p2&target_price=199',
      icon: 'wish',
      sub_type: 1,
    };
    renderAnswerPart(ButtonsPart, { type: 'buttons', buttonType: 1, buttons: [wishButton], desc: null });
    fireEvent.click(screen.getByTestId('answer-button'));
    expect((await screen.findByTestId('wish-add-done')).textContent).toContain('已加入心愿单：1 件');
    expect(post).toHaveBeenCalledWith(WISH_ENDPOINTS.add, { product_id: 'p2', target_price: 199 }, expect.anything());
    const button = screen.getByTestId('answer-button') as HTMLButtonElement;
    expect(button.textContent).toBe('加入：音箱（已加入）');
    expect(button.disabled).toBe(true);
    expect(chatActions.ask).not.toHaveBeenCalled();
  });

  it('wish cards show target price and whether it is reached', () => {
    renderAnswerPart(WishCardsPart, {
      type: 'wish',
      items: [
        { product: card('p1', '耳机'), target_price: 80, reached: false, created_at: '2025-01-02T00:00:00Z' },
        { product: card('p2', '音箱'), target_price: null, reached: true, created_at: '2025-01-03T00:00:00Z' },
      ],
    });
    const [a, b] = screen.getAllByTestId('wish-card');
    expect(a!.textContent).toContain('等待降价');
    expect(a!.textContent).toContain('目标价 ¥80');
    expect(b!.textContent).toContain('已到目标价');
  });

  it('flight cards show number, route, times, date and price', () => {
    renderAnswerPart(FlightCardsPart, {
      type: 'flights',
      flights: [
        {
          id: 'f1',
          flight_no: 'MU5101',
          airline: '东航',
          from_city: '上海',
          to_city: '北京',
          date: '2025-05-01',
          dep_time: '08:00',
          arr_time: '10:15',
          price: 900,
          url: '/flight?id=f1',
        },
      ],
    });
    const f = screen.getByTestId('flight-card');
    expect(f.textContent).toContain('东航 MU5101');
    expect(f.textContent).toContain('08:00 上海');
    expect(f.textContent).toContain('10:15 北京');
    expect(f.textContent).toContain('¥900');
    expect(within(f).getByRole('link').getAttribute('href')).toBe('/flight?id=f1');
  });

  it('cloud task info shows its fields, progress, steps and replay', () => {
    renderAnswerPart(CloudTaskPart, {
      type: 'cloud-task',
      task: {
        task_id: 't1',
        run_state: 3,
        action_type: 'finish',
        app_name: '京东',
        task_name: '帮你下单',
        show_message: '订单已提交',
        task_progress: {
          steps: [
            { title: '打开应用', done: true },
            { title: '提交订单', done: false },
          ],
          completion_rate: 0.5,
        },
        replay_url: 'https://example.com/replay',
      },
    });
    const task = screen.getByTestId('cloud-task');
    expect(task.getAttribute('data-phase')).toBe('finished');
    expect(task.textContent).toContain('帮你下单');
    expect(task.textContent).toContain('京东');
    expect(task.textContent).toContain('已完成');
    expect(task.textContent).toContain('订单已提交');
    expect(screen.getByRole('progressbar', { name: '完成 50%' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看操作回放' }).getAttribute('href')).toBe('https://example.com/replay');
  });
});

describe('status paths', () => {
  it.each<[MessageStatus, string | null]>([
    ['fetching', '正在连接助手…'],
    ['thinking', '思考中…'],
    ['searching', '正在搜索…'],
    ['glm_command', '正在执行操作…'],
    ['outputting', '正在组织回答…'],
    ['searching_product_card', '正在整理商品…'],
    ['finish', null],
  ])('progress for %s', (status, text) => {
    renderPart(ProgressPart, robot({ status }));
    expect(screen.queryByTestId('robot-progress')?.textContent ?? null).toBe(text);
  });

  it.each<[string, Partial<Parameters<typeof robot>[0]>, string, boolean]>([
    ['login expired', { errorType: 'login_expired', errorText: '登录已过期，请重新登录' }, '登录已过期，请重新登录', false],
    ['network', { errorType: 'network', errorText: '网络异常，请稍后重试' }, '网络异常，请稍后重试', true],
    ['server message', { errorType: 'server', errorText: '请求失败' }, '请求失败', true],
    ['in-stream error', { errorType: 'generation', errorText: null }, '生成错误！', true],
    ['interrupted', { errorType: 'interrupted', errorText: '助手已为你停止输出' }, '助手已为你停止输出', true],
    ['risk', { errorType: 'risk', errorText: '助手遇到了一点障碍，请重新输入' }, '助手遇到了一点障碍，请重新输入', false],
  ])('error: %s', (_name, fields, text, retry) => {
    renderPart(NoticePart, robot({ status: 'error', isHistory: false, ...fields }));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(Boolean(screen.queryByTestId('retry-answer'))).toBe(retry);
  });

  it('retry asks again into the same message', () => {
    const retry = vi.spyOn(chatActions, 'retry').mockResolvedValue();
    renderPart(NoticePart, robot({ status: 'error', errorType: 'network', errorText: 'x' }));
    fireEvent.click(screen.getByTestId('retry-answer'));
    expect(retry).toHaveBeenCalledWith('robot-q_srv_1');
  });

  it('a stopped answer gets the stop message appended', () => {
    renderPart(NoticePart, robot({ status: 'cancel', content: '一半' }));
    expect(screen.getByTestId('robot-stopped').textContent).toBe('已停止输出');
  });

  it('follow-up questions are asked on tap, not while another answer streams', () => {
    renderAnswerPart(NextStepPart, { type: 'suggestions', steps: ['再便宜点的？'] });
    fireEvent.click(screen.getByTestId('next-step'));
    expect(chatActions.ask).toHaveBeenCalledWith({ text: '再便宜点的？' });
  });
});
