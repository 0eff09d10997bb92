import { describe, expect, it } from 'vitest';
import { findAutolinks, trimLinkEnd } from './autolink';

const found = (text: string, atBoundary = true) =>
  findAutolinks(text, atBoundary).map((l) => [text.slice(l.start, l.end), l.url]);

describe('GFM extended autolinks', () => {
  it.each([
    ['www.commonmark.org/a.b.', 'www.commonmark.org/a.b'],
    ['www.google.com/search?q=Markup+(business)))', 'www.google.com/search?q=Markup+(business)'],
    ['www.google.com/search?q=(business))+ok', 'www.google.com/search?q=(business))+ok'],
    ['www.google.com/search?q=commonmark&hl;', 'www.google.com/search?q=commonmark'],
    ['https://a.com/x?!.,:*_~\'"', 'https://a.com/x'],
    ['https://a.com/x;', 'https://a.com/x'],
  ])('%j ends at %j', (link, kept) => expect(trimLinkEnd(link)).toBe(kept));

  it.each([
    ['详见https://a.com/x。', [['https://a.com/x', 'https://a.com/x']]],
    ['官网：www.mi.com，价格1999元', [['www.mi.com', 'http://www.mi.com']]],
    ['官网:https://a.com/小米_(公司)）', [['https://a.com/小米_(公司)', 'https://a.com/小米_(公司)']]],
    ['“https://a.com/x”更多', [['https://a.com/x', 'https://a.com/x']]],
    ['(https://a.com/x)', [['https://a.com/x', 'https://a.com/x']]],
    ['客服邮箱kefu@shop.example，工作日回复', [['kefu@shop.example', 'mailto:kefu@shop.example']]],
    ['写信 mailto:kefu@a.cn 即可', [['mailto:kefu@a.cn', 'mailto:kefu@a.cn']]],
    ['foo@bar.baz', [['foo@bar.baz', 'mailto:foo@bar.baz']]],
    ['a.b-c_d@a.b.', [['a.b-c_d@a.b', 'mailto:a.b-c_d@a.b']]],
    [
      'https://a.com/u@b.cn 和 x@y.cn',
      [
        ['https://a.com/u@b.cn', 'https://a.com/u@b.cn'],
        ['x@y.cn', 'mailto:x@y.cn'],
      ],
    ],
  ])('%j links %j', (text, links) => expect(found(text)).toEqual(links));

  it.each([
    ['a.b-c_d@a.b-'],
    ['hello@mail+xyz.example'],
    ['<https://foo.bar/baz bim>'],
    ['xhttps://a.com'],
    ['jd.com 和 readme.md'],
    ['www.a_b.com'],
    ['www.'],
    ['ftp://foo.bar.baz'],
    ['javascript:alert(1)//https'],
  ])('%j has no autolink', (text) => expect(found(text)).toEqual([]));

  it('starts a link at the start of a text only after a boundary', () => {
    expect(found('https://a.com', false)).toEqual([]);
    expect(found('https://a.com', true)).toHaveLength(1);
  });
});
