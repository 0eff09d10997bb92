import { checkEventName, checkProperties } from '@app/protocol/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installClickTracking } from './click-listener';
import { buildRecord, DEFAULT_CLICK_EVENT, recordProperties, trackText, type TrackRecord } from './record';

describe('trackText', () => {
  it.each([
    ['  降噪   耳机 \n 推荐 ', '降噪 耳机 推荐'],
    ['字'.repeat(150), '字'.repeat(100)],
    ['😀'.repeat(120), '😀'.repeat(100)],
    [null, ''],
  ])('%s', (input, expected) => {
    expect(trackText(input)).toBe(expected);
  });
});

describe('analytics name rules', () => {
  it.each<[unknown, boolean]>([
    ['gw_click', true],
    ['$pageview', true],
    ['_x1', true],
    ['', false],
    ['1abc', false],
    ['has space', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['time', false],
    ['distinct_id', false],
    [42, false],
  ])('%s valid: %s', (name, ok) => {
    expect(checkEventName(name) === null).toBe(ok);
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ page: '/wish', n: 1, ok: true, tags: ['a'] }, true],
    [{ text: 'x'.repeat(1024) }, true],
    [{ text: 'x'.repeat(1025) }, false],
    [{ $referrer: 'x'.repeat(201) }, false],
    [{ tags: ['x'.repeat(256)] }, false],
    [{ id: 'reserved' }, false],
    [{ nested: { a: 1 } }, false],
  ])('properties %j valid: %s', (props, ok) => {
    expect(checkProperties(props) === null).toBe(ok);
  });
});

describe('click records', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('builds the spec record from an element, with the brand default event', () => {
    document.body.innerHTML = `<a id="buy" class="btn primary" href="/wish">${'加入心愿单'.repeat(30)}</a>`;
    const r = buildRecord(document.getElementById('buy'), { page: '/item-detail', now: 5, payload: { product_id: 'p_1' } });
    expect(r).toMatchObject({
      event: DEFAULT_CLICK_EVENT,
      timestamp: 5,
      page: '/item-detail',
      type: 'sdk_analytics',
      elTag: 'a',
      id: 'buy',
      classes: 'btn primary',
      href: '/wish',
      payload: { product_id: 'p_1' },
    });
    expect(DEFAULT_CLICK_EVENT).toBe('gw_click');
    expect(r.text).toHaveLength(100);
    const props = recordProperties(r);
    expect(props).toMatchObject({ el_id: 'buy', product_id: 'p_1', elTag: 'a' });
    expect(checkProperties(props)).toBeNull();
  });

  it('records clicks on data-track elements through one delegated listener, honouring once', () => {
    document.body.innerHTML = `<button data-track="gw_wish_add" data-track-once data-track-payload='{"product_id":"p_2"}'><span>加入</span></button><p>plain</p>`;
    const sent: TrackRecord[] = [];
    const off = installClickTracking(
      document,
      (r) => sent.push(r),
      () => '/item-detail',
    );
    const span = document.querySelector('span')!;
    span.click();
    span.click();
    document.querySelector('p')!.click();
    off();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'gw_wish_add',
      elTag: 'button',
      text: '加入',
      page: '/item-detail',
      payload: { product_id: 'p_2' },
    });
    vi.restoreAllMocks();
  });
});
