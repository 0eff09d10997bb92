import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import cjkFriendly from 'markdown-it-cjk-friendly';
import { safeImageUrl, safeLinkUrl } from '@app/protocol/safe-url';
import { gfmAutolink } from './autolink';
import { gfmStrikethrough } from './strikethrough';

/**
 * The answer parser: markdown-it (CommonMark + GFM tables) with CJK-friendly emphasis, so
 * `**价格：**2999元` is bold, and our own rules for GFM strikethrough and extended autolinks
 * (`www.`, `http(s)://`, e-mail addresses), which markdown-it and linkify-it do differently. Raw HTML is off: it stays text. A link or
 * image whose target is not on the shared whitelist is never made (a reference definition to it
 * stays text, an inline link keeps only its words). Decision record 012.
 */
function createEngine(): MarkdownIt {
  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
  md.use(cjkFriendly).use(gfmStrikethrough).use(gfmAutolink);
  md.validateLink = (url: string) => safeLinkUrl(url) !== null || safeImageUrl(url) !== null;
  return md;
}

/**
 * Built on the first parse, not when the conversation's chunk is evaluated: markdown-it's
 * constructor compiles linkify-it's patterns, and the first screen (a plain-text welcome, see
 * plain-blocks) usually needs no parser at all.
 */
let engine: MarkdownIt | null = null;
const md = (): MarkdownIt => (engine ??= createEngine());

/** What later parts of the same answer need from earlier ones: its link reference definitions. */
export type ParseEnv = Record<string, unknown>;

/** The tokens of `source`; `env` collects reference definitions for later calls. */
export const parseTokens = (source: string, env: ParseEnv): Token[] => md().parse(source, env);
export type { Token };

/** Backslash escapes and entities resolved, as in a fence's info string. */
export const unescapeAll = (text: string): string => md().utils.unescapeAll(text);
