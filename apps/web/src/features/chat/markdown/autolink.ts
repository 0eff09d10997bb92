import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';

/** An extended autolink found in a text: `text.slice(start, end)` is what it shows. */
export interface Autolink {
  start: number;
  end: number;
  /** The target before normalising: a `www.` link gets `http://`, an e-mail address `mailto:`. */
  url: string;
}

/**
 * Where a `www.` or `http(s)://` link may start (GFM: line start, white space, `*`, `_`, `~`, `(`).
 * Added for answers: `[`, quotes, an ASCII colon (`官网:https://…`) and any non-ASCII character,
 * so a URL right after Chinese text (`详见https://…`) is a link.
 */
const OPENS_LINK = /[\s*_~(["':]|[^\0-\x7f]/u;
const PREFIX = /https?:\/\/|www\.|mailto:/giu;
/** A character of a domain name: a letter, digit or mark, `-`, `_` (and `.` between segments). */
const HOST_CHAR = /[\p{L}\p{N}\p{M}_-]/u;
/**
 * A link runs to white space or `<`. For answers it also ends at punctuation outside ASCII
 * (`。`, `，`, `）`, `“`), so Chinese text right after a URL is never swallowed into it.
 */
const LINK_END = /[\s<]|(?![\0-\x7f])\p{P}/u;
const TRAILING = `?!.,:*_~'"`;
const EMAIL_LOCAL = /[A-Za-z0-9.+_-]/;
const ALNUM = /[A-Za-z0-9]/;

const count = (text: string, ch: string): number => text.split(ch).length - 1;

/**
 * GFM 0.29 "extended autolink path validation": trailing `?!.,:*_~` (and quotes) are not part of
 * the link, nor an unmatched closing `)`, nor an entity-like `&hl;` at its end.
 */
export function trimLinkEnd(link: string): string {
  let end = link.length;
  for (;;) {
    const last = link[end - 1];
    if (last === undefined) return '';
    if (TRAILING.includes(last)) end--;
    else if (last === ')') {
      const kept = link.slice(0, end);
      if (count(kept, ')') <= count(kept, '(')) break;
      end--;
    } else if (last === ';') {
      const entity = /&[A-Za-z0-9]+;$/.exec(link.slice(0, end));
      end = entity ? entity.index : end - 1;
    } else break;
  }
  return link.slice(0, end);
}

/** A domain as GFM wants it: segments split by `.`, no `_` in the last two, at least one `.` when `needsDot`. */
function validDomain(domain: string, needsDot: boolean): boolean {
  const segments = domain.split('.');
  if (segments.some((s) => s === '')) return false;
  if (needsDot && segments.length < 2) return false;
  return !segments.slice(-2).some((s) => s.includes('_'));
}

/** The `www.` or `http(s)://` link starting at `start` (its prefix already matched), or null. */
function urlAt(text: string, start: number, prefix: string): Autolink | null {
  const rest = text.slice(start);
  const endAt = rest.search(LINK_END);
  const link = trimLinkEnd(endAt < 0 ? rest : rest.slice(0, endAt));
  const www = prefix.toLowerCase() === 'www.';
  const hostFrom = www ? 0 : prefix.length;
  let hostEnd = hostFrom;
  while (hostEnd < link.length && (link[hostEnd] === '.' || HOST_CHAR.test(link[hostEnd]!))) hostEnd++;
  // `www.commonmark.org.` ends its domain at the last letter: a final dot is punctuation.
  const domain = link.slice(hostFrom, hostEnd).replace(/\.$/, '');
  if (link.length <= prefix.length || !validDomain(domain, www)) return null;
  return { start, end: start + link.length, url: www ? `http://${link}` : link };
}

/**
 * The e-mail address around the `@` at `at` (GFM: letters, digits and `.+-_` before it; after it,
 * segments of letters, digits, `-` and `_` with at least one `.`, ending in a letter), or null.
 * A `mailto:` written before it belongs to the link.
 */
function emailAt(text: string, at: number, from: number): Autolink | null {
  let start = at;
  while (start > from && EMAIL_LOCAL.test(text[start - 1]!)) start--;
  let end = at + 1;
  let dots = 0;
  for (; end < text.length; end++) {
    const ch = text[end]!;
    if (ALNUM.test(ch) || ch === '-' || ch === '_') continue;
    if (ch === '.' && ALNUM.test(text[end + 1] ?? '')) dots++;
    else break;
  }
  if (start === at || dots === 0 || !/[A-Za-z]/.test(text[end - 1]!)) return null;
  const address = text.slice(start, end);
  if (start - 7 >= from && text.slice(start - 7, start).toLowerCase() === 'mailto:') start -= 7;
  return { start, end, url: `mailto:${address}` };
}

/**
 * The GFM extended autolinks of `text` (spec 0.29, "Autolinks (extension)"): `www.` and
 * `http(s)://` links and bare e-mail addresses, in order. `atBoundary`: what comes before `text`
 * may start a link (the start of a line, white space, an emphasis marker).
 */
export function findAutolinks(text: string, atBoundary: boolean): Autolink[] {
  const links: Autolink[] = [];
  for (const m of text.matchAll(PREFIX)) {
    const start = m.index;
    if (start < (links[links.length - 1]?.end ?? 0)) continue;
    const before = text[start - 1];
    if (before === undefined ? !atBoundary : !OPENS_LINK.test(before)) continue;
    if (m[0].toLowerCase() === 'mailto:') continue; // an address: found below with its `@`
    const link = urlAt(text, start, m[0]);
    if (link) links.push(link);
  }
  // E-mail addresses in the text between the links.
  const all: Autolink[] = [];
  let from = 0;
  for (const link of [...links, null]) {
    const to = link?.start ?? text.length;
    for (let at = text.indexOf('@', from); at >= 0 && at < to; at = text.indexOf('@', at + 1)) {
      const email = emailAt(text.slice(0, to), at, from);
      if (!email) continue;
      all.push(email);
      at = email.end - 1;
      from = email.end;
    }
    if (link) {
      all.push(link);
      from = link.end;
    }
  }
  return all;
}

/** Quick test before scanning an inline block's texts. */
const MAY_LINK = /https?:\/\/|www\.|@/i;

/** A token after which a text starts at a boundary: a line break, an emphasis or strike marker. */
const opensBoundary = (prev: Token | undefined): boolean =>
  !prev || prev.type === 'softbreak' || prev.type === 'hardbreak' || /^(strong|em|del)_(open|close)$/.test(prev.type);

/**
 * GFM's extended autolinks as a markdown-it core rule, in place of linkify-it (which needs a
 * known top-level domain for e-mail addresses and has its own rules for a link's end). Runs on the
 * inline tokens' texts, outside links; every target still passes `md.validateLink` (the whitelist).
 */
export function gfmAutolink(md: MarkdownIt): void {
  function linkTokens(state: StateCore, text: string, links: Autolink[], level: number): Token[] | null {
    const out: Token[] = [];
    let pos = 0;
    const push = (type: string, tag: string, nesting: -1 | 0 | 1, content = '') => {
      const token = new state.Token(type, tag, nesting);
      token.content = content;
      token.level = level;
      out.push(token);
      return token;
    };
    for (const link of links) {
      const href = md.normalizeLink(link.url);
      if (!md.validateLink(href)) continue;
      if (link.start > pos) push('text', '', 0, text.slice(pos, link.start));
      const open = push('link_open', 'a', 1);
      open.attrs = [['href', href]];
      open.markup = 'linkify';
      open.info = 'auto';
      const words = text.slice(link.start, link.end);
      push('text', '', 0, words).level = level + 1;
      const close = push('link_close', 'a', -1);
      close.markup = 'linkify';
      close.info = 'auto';
      pos = link.end;
    }
    if (pos === 0) return null;
    if (pos < text.length) push('text', '', 0, text.slice(pos));
    return out;
  }

  md.core.ruler.after('linkify', 'gfm_autolink', (state: StateCore) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children || !MAY_LINK.test(block.content)) continue;
      const children: Token[] = [];
      let inLink = 0;
      for (const [i, token] of block.children.entries()) {
        if (token.type === 'link_open') inLink++;
        if (token.type === 'link_close') inLink--;
        const links = token.type === 'text' && !inLink ? findAutolinks(token.content, opensBoundary(block.children[i - 1])) : [];
        const replaced = links.length ? linkTokens(state, token.content, links, token.level) : null;
        if (replaced) children.push(...replaced);
        else children.push(token);
      }
      block.children = children;
    }
  });
}
