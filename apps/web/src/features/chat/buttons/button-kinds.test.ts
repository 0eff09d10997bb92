import { describe, expect, it, vi } from 'vitest';
import { createRobotMessage, type ChatButton } from '../model';
import { buttonMeaning, runButton, type ButtonContext } from './button-kinds';

const button = (type: number | null, url = '', text = '按钮'): ChatButton => ({ text, url, icon: '', type });

function context() {
  const message = createRobotMessage('q_srv', {
    parts: [
      { type: 'cloud-task', task: { task_id: 't_9', question_id: 'q_task', run_state: 1, action_type: 'executing' } },
      {
        type: 'flights',
        flights: [
          {
            id: 'fl_1',
            flight_no: 'MU1',
            airline: '东航',
            from_city: '上海',
            to_city: '北京',
            date: '2025-05-01',
            dep_time: '08:00',
            arr_time: '10:00',
            price: 900,
            url: '/flight?id=fl_1',
          },
        ],
      },
    ],
  });
  const ctx: ButtonContext = {
    message,
    ask: vi.fn(),
    navigate: vi.fn(),
    open: vi.fn(),
    authorize: vi.fn(),
    addToWishList: vi.fn(),
  };
  return ctx;
}

describe('button types (spec section 4)', () => {
  it.each<[string, ChatButton, keyof Omit<ButtonContext, 'message'>, unknown]>([
    ['0 prompt asks its text', button(0, '', '换一批'), 'ask', '换一批'],
    [
      '1 add to wish list adds the product it links',
      button(1, '/wish?product_id=p_1', '加入：耳机'),
      'addToWishList',
      button(1, '/wish?product_id=p_1', '加入：耳机'),
    ],
    ['1 add to wish list naming no product asks its text', button(1, '', '把耳机加入心愿单'), 'ask', '把耳机加入心愿单'],
    ['2 auth asks for consent first', button(2), 'authorize', undefined],
    ['3 flight page opens /flight', button(3), 'navigate', '/flight'],
    ['3 keeps the server’s flight path', button(3, '/flight?from=上海'), 'navigate', '/flight?from=上海'],
    [
      '4 cloud-phone order continues the task',
      button(4),
      'navigate',
      '/cloudPhoneNext?task_id=t_9&question_id=q_task&action=order',
    ],
    [
      '5 cloud-phone auth continues the task',
      button(5),
      'navigate',
      '/cloudPhoneNext?task_id=t_9&question_id=q_task&action=auth',
    ],
    ['6 flight order detail from the link', button(6, '/flight?order=ord_7'), 'navigate', '/flight?order=ord_7'],
    ['6 flight order detail from a bare id', button(6, 'ord_8'), 'navigate', '/flight?order=ord_8'],
    ['6 flight order detail from the flight card', button(6), 'navigate', '/flight?order=fl_1'],
    ['no type, an app link is followed', button(null, '/history'), 'navigate', '/history'],
    ['no type, a web link opens a new tab', button(null, 'https://example.com/a'), 'open', 'https://example.com/a'],
    ['no type, no link asks its text', button(null, 'javascript:alert(1)', '问问'), 'ask', '问问'],
  ])('%s', (_name, b, action, arg) => {
    const ctx = context();
    runButton(null, b, ctx);
    expect(ctx[action]).toHaveBeenCalledTimes(1);
    if (arg !== undefined) expect(ctx[action]).toHaveBeenCalledWith(arg);
  });

  it("a button's own sub_type wins over the message's button_type", () => {
    expect(buttonMeaning(1, button(0))).toBe('prompt');
    expect(buttonMeaning(1, button(null))).toBe('add_to_wishlist');
    expect(buttonMeaning(null, button(null))).toBeNull();
  });
});
