// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import '../conversation-strings';
import { normaliseHtml, renderedHtml, skipReason } from '../test/markdown-conformance';
import { GFM_EXAMPLES } from '../test/gfm-examples';

interface Example {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

const spec = await import('commonmark-spec');
/** The spec writes a tab as →. */
const tests = spec.tests.map((e) => ({ ...e, markdown: e.markdown.replace(/→/g, '\t'), html: e.html.replace(/→/g, '\t') }));

function run(examples: Example[]) {
  const counted = examples.filter((e) => skipReason(e) === null);
  const failed = counted.filter((e) => renderedHtml(e.markdown) !== normaliseHtml(e.html));
  const skipped = new Map<string, number>();
  for (const e of examples) {
    const why = skipReason(e);
    if (why) skipped.set(why, (skipped.get(why) ?? 0) + 1);
  }
  return { counted: counted.length, passed: counted.length - failed.length, failed, skipped };
}

const debug = (r: ReturnType<typeof run>) => {
  if (process.env.MD_DEBUG)
    for (const e of r.failed)
      console.log(e.number, JSON.stringify(e.markdown), '\n  want', normaliseHtml(e.html), '\n  got ', renderedHtml(e.markdown));
};

const report = (name: string, r: ReturnType<typeof run>) =>
  console.log(
    `${name}: ${r.passed}/${r.counted} (${((100 * r.passed) / r.counted).toFixed(1)}%); skipped ${JSON.stringify(Object.fromEntries(r.skipped))}; failing ${r.failed.map((e) => e.number).join(', ')}`,
  );

describe('conformance of the rendered answer', () => {
  it('passes at least 95% of the CommonMark 0.31.2 examples outside the raw-HTML sections', () => {
    expect(tests).toHaveLength(652);
    const r = run(tests);
    report('CommonMark', r);
    debug(r);
    expect(r.passed / r.counted).toBeGreaterThanOrEqual(0.95);
  }, 30_000);

  it('passes every GFM 0.29 table, strikethrough and autolink example', () => {
    const r = run(GFM_EXAMPLES);
    report('GFM', r);
    debug(r);
    expect(r.failed.map((e) => e.number)).toEqual([]);
  });
});
