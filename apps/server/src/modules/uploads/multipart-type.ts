/** RFC 2046 5.1.1: a boundary is 1 to 70 characters. */
export const MAX_BOUNDARY_LENGTH = 70;
/** RFC 2046 5.1.1 `bchars`: digits, letters, `'()+_,-./:=?` and space, which may not end it. */
const BOUNDARY_CHARS = /^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/;
/** RFC 7230 token: what a parameter name may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** C0 controls other than tab, and DEL. */
const isControl = (c: string) => (c < ' ' && c !== '\t') || c === '\u007f';

type Params = { params: Array<[string, string]> } | { problem: string };

/** Splits `; name=value; name="quoted value"` into pairs, or says what is malformed. */
function parseParams(rest: string): Params {
  const params: Array<[string, string]> = [];
  let i = 0;
  while (i < rest.length) {
    while (rest[i] === ' ' || rest[i] === '\t' || rest[i] === ';') i++;
    if (i >= rest.length) break;
    const eq = rest.indexOf('=', i);
    const semi = rest.indexOf(';', i);
    if (eq === -1 || (semi !== -1 && semi < eq))
      return {
        problem: `Content-Type 的参数 ${rest
          .slice(i, semi === -1 ? undefined : semi)
          .trim()
          .slice(0, 20)} 缺少取值`,
      };
    const name = rest.slice(i, eq).trim().toLowerCase();
    if (!TOKEN.test(name)) return { problem: 'Content-Type 的参数名无效' };
    i = eq + 1;
    let value = '';
    if (rest[i] === '"') {
      i++;
      let closed = false;
      while (i < rest.length) {
        const c = rest[i]!;
        if (c === '\\' && i + 1 < rest.length) {
          value += rest[i + 1];
          i += 2;
        } else if (c === '"') {
          closed = true;
          i++;
          break;
        } else {
          value += c;
          i++;
        }
      }
      if (!closed) return { problem: `Content-Type 的参数 ${name} 缺少结束引号` };
      while (rest[i] === ' ' || rest[i] === '\t') i++;
      if (i < rest.length && rest[i] !== ';') return { problem: `Content-Type 的参数 ${name} 在引号后有多余内容` };
    } else {
      const end = rest.indexOf(';', i);
      value = rest.slice(i, end === -1 ? undefined : end).trim();
      i = end === -1 ? rest.length : end;
    }
    params.push([name, value]);
  }
  return { params };
}

/**
 * What is wrong, in zh-CN, with a `multipart/form-data` Content-Type, or null when it is usable:
 * a missing, empty, repeated, over-long (RFC 2046 allows 70 characters; the parser fails past
 * 256) or ill-formed boundary. Any other type is not this check's business (null).
 */
export function multipartTypeProblem(header: string | undefined): string | null {
  if (header === undefined) return null;
  const semi = header.indexOf(';');
  const type = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  if (type !== 'multipart/form-data') return null;
  if ([...header].some(isControl)) return 'Content-Type 含有控制字符';
  const parsed = parseParams(semi === -1 ? '' : header.slice(semi + 1));
  if ('problem' in parsed) return parsed.problem;
  const boundaries = parsed.params.filter(([name]) => name === 'boundary').map(([, value]) => value);
  if (boundaries.length === 0) return 'Content-Type 缺少 boundary 参数，无法解析上传的表单';
  if (boundaries.length > 1) return 'Content-Type 的 boundary 参数重复出现';
  const boundary = boundaries[0]!;
  if (boundary === '') return 'Content-Type 的 boundary 参数为空';
  if (boundary.length > MAX_BOUNDARY_LENGTH)
    return `Content-Type 的 boundary 过长（${boundary.length} 个字符），最多 ${MAX_BOUNDARY_LENGTH} 个`;
  if (!BOUNDARY_CHARS.test(boundary)) return 'Content-Type 的 boundary 含有不允许的字符';
  return null;
}
