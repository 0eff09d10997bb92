import { describe, expect, it } from 'vitest';
import { multipartTypeProblem } from './multipart-type';

const B70 = 'b'.repeat(70);

describe('multipartTypeProblem', () => {
  it.each([
    ['a browser boundary', 'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW'],
    ['upper-case type and parameter name', 'Multipart/Form-Data; BOUNDARY=abc'],
    ['no space after the semicolon', 'multipart/form-data;boundary=abc'],
    ['a quoted boundary', 'multipart/form-data; boundary="abc def"'],
    ['a quoted boundary with an escaped character', 'multipart/form-data; boundary="ab\\c"'],
    ['exactly 70 characters', `multipart/form-data; boundary=${B70}`],
    ['RFC 2046 punctuation', "multipart/form-data; boundary='()+_,-./:=?"],
    ['a charset beside the boundary', 'multipart/form-data; charset=utf-8; boundary=abc'],
    ['a trailing semicolon', 'multipart/form-data; boundary=abc;'],
  ])('accepts %s', (_name, header) => {
    expect(multipartTypeProblem(header)).toBeNull();
  });

  it.each([
    ['no header', undefined],
    ['JSON', 'application/json'],
    ['another multipart subtype', 'multipart/mixed'],
  ])('leaves %s to the other checks', (_name, header) => {
    expect(multipartTypeProblem(header)).toBeNull();
  });

  it.each([
    ['no parameters', 'multipart/form-data', /缺少 boundary/],
    ['only a charset', 'multipart/form-data; charset=utf-8', /缺少 boundary/],
    ['a misspelt parameter', 'multipart/form-data; boundry=abc', /缺少 boundary/],
    ['a boundary with no value', 'multipart/form-data; boundary', /boundary 缺少取值/],
    ['an empty boundary', 'multipart/form-data; boundary=', /boundary 参数为空/],
    ['an empty quoted boundary', 'multipart/form-data; boundary=""', /boundary 参数为空/],
    ['71 characters', `multipart/form-data; boundary=${B70}b`, /boundary 过长（71 个字符），最多 70 个/],
    ['257 characters', `multipart/form-data; boundary=${'x'.repeat(257)}`, /boundary 过长（257 个字符）/],
    ['a quoted boundary of 300 characters', `multipart/form-data; boundary="${'x'.repeat(300)}"`, /boundary 过长/],
    ['two boundaries', 'multipart/form-data; boundary=abc; boundary=def', /boundary 参数重复/],
    ['an unclosed quote', 'multipart/form-data; boundary="abc', /boundary 缺少结束引号/],
    ['text after the closing quote', 'multipart/form-data; boundary="abc"def', /boundary 在引号后有多余内容/],
    ['a boundary ending in a space', 'multipart/form-data; boundary="abc "', /不允许的字符/],
    ['a non-ASCII boundary', 'multipart/form-data; boundary=边界', /不允许的字符/],
    ['a boundary with a quote inside', 'multipart/form-data; boundary=ab"c', /不允许的字符/],
    ['a control character', 'multipart/form-data; boundary=ab\u0001c', /控制字符/],
    ['a parameter name that is not a token', 'multipart/form-data; bo(undary=abc', /参数名无效/],
  ])('names the problem with %s', (_name, header, message) => {
    expect(multipartTypeProblem(header)).toMatch(message);
  });
});
