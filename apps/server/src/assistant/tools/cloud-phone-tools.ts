import { z } from 'zod';
import { cloudPhoneServiceFor } from '../../modules/cloud-phone/service';
import { cloudPhoneResultSchema } from './results';
import { defineTool } from './types';

/** Said when the cloud phone could not start the task (provider down, bad input). */
export const CLOUD_PHONE_UNAVAILABLE = '云手机服务暂未开通，暂时无法代你下单';

/**
 * Starts a real cloud-phone task for the user (the simulator by default); its progress reaches
 * the page over the WebSocket (module cloud_app), so the result only says it has started.
 */
export const startCloudPhoneTask = defineTool({
  name: 'start_cloud_phone_task',
  description: '用云手机代用户在购物 App 里操作（下单、领券、比价）。只在用户明确要求代为下单或操作时调用。',
  parameters: z.object({
    task: z.string().trim().min(1).max(200).describe('要做的事，如「在京东下单索尼 WH-1000XM5」'),
    mall: z.string().trim().max(20).optional().describe('在哪个商城的 App 里操作'),
    product_id: z.string().trim().max(64).optional().describe('相关商品 id'),
  }),
  result: cloudPhoneResultSchema,
  describe: (a) => ({ query: `云手机：${a.task}`, keywords: [a.mall ?? '', '云手机'].filter(Boolean) }),
  execute: async (a, run) => {
    try {
      const task = await cloudPhoneServiceFor(run.ctx).start(run.userId, {
        task_name: a.task,
        mall_name: a.mall,
        product_id: a.product_id,
      });
      return {
        result: {
          started: true,
          task_id: task.business_task_id,
          message: '云手机已开始执行任务，进度会实时显示',
          cloud_mobile_task: task,
        },
        material: {},
      };
    } catch (error) {
      run.ctx.log.warn({ err: error }, 'cloud phone: the task could not start');
      return { result: { started: false, message: CLOUD_PHONE_UNAVAILABLE }, material: {} };
    }
  },
});
