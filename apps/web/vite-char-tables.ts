import type { Plugin } from 'vite';

const TABLE = /[\\/]entities[\\/]lib[\\/]esm[\\/]generated[\\/]decode-data-(html|xml)\.js$/;
const SPLIT_MAP = /\.split\(""\)\s*\.map\(\(c\) => c\.charCodeAt\(0\)\)\)/;

/**
 * markdown-it's `entities` builds its decoding tables at import time as
 * `new Uint16Array("…15,000 characters…".split("").map((c) => c.charCodeAt(0)))`: an array of
 * 15,000 one-character strings and as many calls, about 40 ms of a cold phone-class main thread
 * while the conversation's code is evaluated (decision 019). This rewrites it to fill the same
 * table with `charCodeAt` in a loop (same UTF-16 code units, surrogates included): about 1 ms.
 * A build whose `entities` changed shape fails here rather than silently keeping the slow form.
 */
export function fastCharTables(): Plugin {
  return {
    name: 'fast-char-tables',
    transform(code, id) {
      if (!TABLE.test(id)) return null;
      if (!code.includes('new Uint16Array(') || !SPLIT_MAP.test(code))
        throw new Error(`fast-char-tables: unexpected shape of ${id}`);
      const fill =
        '((s) => { const a = new Uint16Array(s.length); for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i); return a; })(';
      return { code: code.replace('new Uint16Array(', fill).replace(SPLIT_MAP, ')'), map: null };
    },
  };
}
