import { memo, type ReactNode } from 'react';
import styles from './markdown.module.css';
import type { MdNode } from './tree';

/**
 * An answer's blocks are shown in groups of this many. A group off screen is skipped by the
 * browser's style, layout and paint (`content-visibility: auto`): a 200 KB answer then costs
 * each frame only what is on screen. Groups hold fixed ranges of blocks, so a block never moves
 * to another group as the answer grows.
 */
export const GROUP_BLOCKS = 16;

/** Height of a line of answer text per character, for the size of a group never shown yet. */
const PX_PER_CHAR = 1.2;
const PX_PER_BLOCK = 24;

const lengths = new WeakMap<MdNode, number>();

/** The characters of `node`'s text (remembered for a finished block, which is the same object each time). */
function textLength(node: MdNode): number {
  if (node.type === 'text' || node.type === 'code' || node.type === 'codeBlock') return node.text.length;
  if (node.type !== 'element' && node.type !== 'link') return 1;
  let length = lengths.get(node);
  if (length === undefined) {
    length = node.children.reduce((sum, c) => sum + textLength(c), 0);
    lengths.set(node, length);
  }
  return length;
}

/** A guess at a group's height, used until it has been laid out once (then the browser remembers it). */
export const estimatedHeight = (blocks: readonly MdNode[]): number =>
  Math.round(blocks.reduce((sum, b) => sum + PX_PER_BLOCK + textLength(b) * PX_PER_CHAR, 0));

/** The [start, end) block ranges of the groups of `count` blocks. */
export function groupRanges(count: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let start = 0; start < count; start += GROUP_BLOCKS) ranges.push([start, Math.min(start + GROUP_BLOCKS, count)]);
  return ranges;
}

interface GroupProps {
  blocks: readonly MdNode[];
  start: number;
  /** Renders block `index` of the answer. */
  renderBlock: (block: MdNode, index: number) => ReactNode;
  /** What else its blocks' rendering reads (context, table numbers): a change renders the group again. */
  deps: readonly unknown[];
  /**
   * Skipped while off screen: only in a long answer (more than one group). A short one keeps its
   * real height, so history prepended above the reader never changes size as it comes into view.
   */
  skippable: boolean;
}

const sameGroup = (a: GroupProps, b: GroupProps): boolean =>
  a.start === b.start &&
  a.skippable === b.skippable &&
  a.deps.length === b.deps.length &&
  a.deps.every((dep, i) => dep === b.deps[i]) &&
  a.blocks.length === b.blocks.length &&
  a.blocks.every((block, i) => block === b.blocks[i]);

/**
 * One group of blocks. While streaming, only the group holding the open tail renders again;
 * the others are the same blocks and are skipped. Its width, while never laid out, is as wide
 * as the bubble allows (a long answer is), so the bubble does not change width as groups show.
 */
export const BlockGroup = memo(function BlockGroup({ blocks, start, renderBlock, skippable }: GroupProps) {
  return (
    <div
      className={skippable ? `${styles.group} ${styles.skippable}` : styles.group}
      style={skippable ? { containIntrinsicSize: `auto 100vw auto ${estimatedHeight(blocks)}px` } : undefined}
      data-md-wrap=""
    >
      {blocks.map((block, i) => renderBlock(block, start + i))}
    </div>
  );
}, sameGroup);
