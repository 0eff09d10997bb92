import { z } from 'zod';
import { catalogService, queryTerms } from '../../modules/catalog/service';
import { searchGuidesResultSchema } from './results';
import { defineTool } from './types';

export const GUIDE_SOURCE = '选购指南';

export const searchGuides = defineTool({
  name: 'search_guides',
  description: '搜索选购指南文章（怎么挑、看哪些参数、避坑）。用户问「怎么选」「选购要点」时调用，回答里可以附上文章链接。',
  parameters: z.object({
    query: z.string().trim().min(1).max(100).describe('要找的指南主题，如「扫地机器人 怎么选」'),
    category: z.string().trim().max(30).optional().describe('品类，如「扫地机器人」'),
    limit: z.number().int().min(1).max(5).optional().describe('返回篇数，默认 3'),
  }),
  result: searchGuidesResultSchema,
  describe: (a) => ({
    query: `${a.query} 选购指南`,
    keywords: [...new Set([...queryTerms(a.query), ...(a.category ? [a.category] : [])])],
  }),
  async execute(a, run) {
    const catalog = catalogService(run.ctx.db);
    // An unknown category name narrows nothing: then the words alone decide.
    const categories = a.category ? (await catalog.findCategories(a.category)).map((c) => c.id) : [];
    const guides = await catalog.searchGuides({
      text: [a.query, a.category ?? ''].join(' '),
      categoryIds: categories.length ? categories : undefined,
      limit: a.limit ?? 3,
    });
    return {
      result: guides.length
        ? { guides: guides.map((g) => ({ title: g.title, summary: g.summary, url: g.url })) }
        : { guides: [], note: '没有相关的选购指南' },
      material: { links: guides.map((g) => ({ title: g.title, url: g.url, source: GUIDE_SOURCE })) },
    };
  },
});
