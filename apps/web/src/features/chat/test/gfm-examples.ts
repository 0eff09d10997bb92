/**
 * The GitHub Flavored Markdown 0.29 spec's extension examples for tables (198-205),
 * strikethrough (491-493) and autolinks (621-631): input and expected HTML as the spec gives
 * them. No npm package ships that spec, so they are written out here for the conformance test.
 */
export const GFM_EXAMPLES: Array<{ markdown: string; html: string; section: string; number: number }> = [
  {
    number: 198,
    section: 'Tables',
    markdown: '| foo | bar |\n| --- | --- |\n| baz | bim |\n',
    html: '<table><thead><tr><th>foo</th><th>bar</th></tr></thead><tbody><tr><td>baz</td><td>bim</td></tr></tbody></table>',
  },
  {
    number: 199,
    section: 'Tables',
    markdown: '| abc | defghi |\n:-: | -----------:\nbar | baz\n',
    html: '<table><thead><tr><th align="center">abc</th><th align="right">defghi</th></tr></thead><tbody><tr><td align="center">bar</td><td align="right">baz</td></tr></tbody></table>',
  },
  {
    number: 200,
    section: 'Tables',
    markdown: '| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n',
    html: '<table><thead><tr><th>f|oo</th></tr></thead><tbody><tr><td>b <code>|</code> az</td></tr><tr><td>b <strong>|</strong> im</td></tr></tbody></table>',
  },
  {
    number: 201,
    section: 'Tables',
    markdown: '| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n',
    html: '<table><thead><tr><th>abc</th><th>def</th></tr></thead><tbody><tr><td>bar</td><td>baz</td></tr></tbody></table><blockquote><p>bar</p></blockquote>',
  },
  {
    number: 202,
    section: 'Tables',
    markdown: '| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n',
    html: '<table><thead><tr><th>abc</th><th>def</th></tr></thead><tbody><tr><td>bar</td><td>baz</td></tr><tr><td>bar</td><td></td></tr></tbody></table><p>bar</p>',
  },
  {
    number: 203,
    section: 'Tables',
    markdown: '| abc | def |\n| --- |\n| bar |\n',
    html: '<p>| abc | def |\n| --- |\n| bar |</p>',
  },
  {
    number: 204,
    section: 'Tables',
    markdown: '| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n',
    html: '<table><thead><tr><th>abc</th><th>def</th></tr></thead><tbody><tr><td>bar</td><td></td></tr><tr><td>bar</td><td>baz</td></tr></tbody></table>',
  },
  {
    number: 205,
    section: 'Tables',
    markdown: '| abc | def |\n| --- | --- |\n',
    html: '<table><thead><tr><th>abc</th><th>def</th></tr></thead></table>',
  },
  {
    number: 491,
    section: 'Strikethrough',
    markdown: '~~Hi~~ Hello, ~there~ world!\n',
    html: '<p><del>Hi</del> Hello, <del>there</del> world!</p>',
  },
  {
    number: 492,
    section: 'Strikethrough',
    markdown: 'This ~~has a\n\nnew paragraph~~.\n',
    html: '<p>This ~~has a</p><p>new paragraph~~.</p>',
  },
  {
    number: 493,
    section: 'Strikethrough',
    markdown: 'This will ~~~not~~~ strike.\n',
    html: '<p>This will ~~~not~~~ strike.</p>',
  },
  {
    number: 621,
    section: 'Autolinks',
    markdown: 'www.commonmark.org\n',
    html: '<p><a href="http://www.commonmark.org">www.commonmark.org</a></p>',
  },
  {
    number: 622,
    section: 'Autolinks',
    markdown: 'Visit www.commonmark.org/help for more information.\n',
    html: '<p>Visit <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> for more information.</p>',
  },
  {
    number: 623,
    section: 'Autolinks',
    markdown: 'Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n',
    html: '<p>Visit <a href="http://www.commonmark.org">www.commonmark.org</a>.</p><p>Visit <a href="http://www.commonmark.org/a.b">www.commonmark.org/a.b</a>.</p>',
  },
  {
    number: 624,
    section: 'Autolinks',
    markdown:
      'www.google.com/search?q=Markup+(business)\n\nwww.google.com/search?q=Markup+(business)))\n\n(www.google.com/search?q=Markup+(business))\n\n(www.google.com/search?q=Markup+(business)\n',
    html: '<p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p><p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>))</p><p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>)</p><p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p>',
  },
  {
    number: 625,
    section: 'Autolinks',
    markdown: 'www.google.com/search?q=(business))+ok\n',
    html: '<p><a href="http://www.google.com/search?q=(business))+ok">www.google.com/search?q=(business))+ok</a></p>',
  },
  {
    number: 626,
    section: 'Autolinks',
    markdown: 'www.google.com/search?q=commonmark&hl=en\n\nwww.google.com/search?q=commonmark&hl;\n',
    html: '<p><a href="http://www.google.com/search?q=commonmark&amp;hl=en">www.google.com/search?q=commonmark&amp;hl=en</a></p><p><a href="http://www.google.com/search?q=commonmark">www.google.com/search?q=commonmark</a>&amp;hl;</p>',
  },
  {
    number: 627,
    section: 'Autolinks',
    markdown: 'www.commonmark.org/he<lp\n',
    html: '<p><a href="http://www.commonmark.org/he">www.commonmark.org/he</a>&lt;lp</p>',
  },
  {
    number: 628,
    section: 'Autolinks',
    markdown:
      'http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n\nAnonymous FTP is available at ftp://foo.bar.baz.\n',
    html: '<p><a href="http://commonmark.org">http://commonmark.org</a></p><p>(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a>)</p><p>Anonymous FTP is available at <a href="ftp://foo.bar.baz">ftp://foo.bar.baz</a>.</p>',
  },
  {
    number: 629,
    section: 'Autolinks',
    markdown: 'foo@bar.baz\n',
    html: '<p><a href="mailto:foo@bar.baz">foo@bar.baz</a></p>',
  },
  {
    number: 630,
    section: 'Autolinks',
    markdown: "hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n",
    html: '<p>hello@mail+xyz.example isn\'t valid, but <a href="mailto:hello+xyz@mail.example">hello+xyz@mail.example</a> is.</p>',
  },
  {
    number: 631,
    section: 'Autolinks',
    markdown: 'a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n',
    html: '<p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a></p><p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a>.</p><p>a.b-c_d@a.b-</p><p>a.b-c_d@a.b_</p>',
  },
];
