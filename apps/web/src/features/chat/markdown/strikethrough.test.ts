// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderedHtml } from '../test/markdown-conformance';

const html = (source: string) => renderedHtml(source).replace(/^<p>|<\/p>$/g, '');

describe('GFM strikethrough', () => {
  it.each([
    ['~~原价2999元~~', '<del>原价2999元</del>'],
    ['原价~~2999元~~现价1999元', '原价<del>2999元</del>现价1999元'],
    ['Hello, ~there~ world!', 'Hello, <del>there</del> world!'],
    ['（~停产~）', '（<del>停产</del>）'],
    ['A ~~~not~~~ and ~~x~', 'A ~~~not~~~ and ~~x~'],
    // Ranges stay text: a single tilde between letters or digits is not a boundary.
    ['价格1000~2000元，续航3~5天', '价格1000~2000元，续航3~5天'],
    ['约~2000元，或3000~4000元', '约~2000元，或3000~4000元'],
  ])('%j renders %j', (source, want) => expect(html(source)).toBe(want));
});
