import { z } from 'zod';
import { defineTool } from './types';

/** Until a cloud-phone provider is configured, the assistant says plainly that it cannot order. */
export const CLOUD_PHONE_UNAVAILABLE = '云手机服务暂未开通，暂时无法代你下单';

export const startCloudPhoneTask = defineTool({
  name: 'start_cloud_phone_task',
  description: '用云手机代用户在购物 App 里操作（下单、领券、比价）。只在用户明确要求代为下单或操作时调用。',
  parameters: z.object({
    task: z.string().trim().min(1).max(200).describe('要做的事，如「在京东下单索尼 WH-1000XM5」'),
    mall: z.string().trim().max(20).optional().describe('在哪个商城的 App 里操作'),
    product_id: z.string().trim().max(64).optional().describe('相关商品 id'),
  }),
  describe: (a) => ({ query: `云手机：${a.task}`, keywords: [a.mall ?? '', '云手机'].filter(Boolean) }),
  execute: async () => ({ result: { started: false, message: CLOUD_PHONE_UNAVAILABLE }, material: {} }),
});
