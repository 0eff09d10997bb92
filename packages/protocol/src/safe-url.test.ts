import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from './safe-url';

const REFUSED_EVERYWHERE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'ｊavascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/png;base64,AAAA',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  'relative/path',
  '#top',
  'https://',
  '',
  null,
  undefined,
];

describe('the shared URL whitelist', () => {
  it.each(REFUSED_EVERYWHERE)('refuses %j as a link and as an image', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
    expect(safeImageUrl(url)).toBeNull();
  });

  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['mailto:kefu@example.com', 'mailto:kefu@example.com'],
    ['/item-detail?id=p_000003', '/item-detail?id=p_000003'],
    ['/', '/'],
  ])('lets the link %j through as %j', (url, out) => expect(safeLinkUrl(url)).toBe(out));

  it.each([
    ['https://img.example.com/a.png', 'https://img.example.com/a.png'],
    ['/media/products/p_1.svg', '/media/products/p_1.svg'],
    ['http://img.example.com/a.png', null],
    ['/item-detail?id=p_1', null],
    ['/media/../app.db', null],
    ['/media/a/../../x', null],
    ['mailto:a@b.c', null],
  ])('takes the image %j as %j', (url, out) => expect(safeImageUrl(url)).toBe(out));
});
