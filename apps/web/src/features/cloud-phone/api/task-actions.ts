import { useMutation } from '@/lib/query';
import type { CloudMobileTask } from '@app/protocol/cards';
import { CLOUD_PHONE_ENDPOINTS, type CloudInterruptBody, type CloudTaskStartBody } from '@app/protocol/cloud-phone';
import { http } from '@/lib/http';

const parseTask = async (data: unknown): Promise<CloudMobileTask> =>
  (await import('@app/protocol/cards')).cloudMobileTaskSchema.parse(data);

/** `POST /api/v2/cloud_mobile_task_start`: what button types 4/5 and the start form call. */
export const startCloudTask = (body: CloudTaskStartBody) =>
  http.post(CLOUD_PHONE_ENDPOINTS.start, body, { formatData: parseTask });

/** `POST /api/v2/cloud_mobile_user_action_complete`: the user finished the handover login. */
export const completeUserAction = (taskId: string) =>
  http.post(CLOUD_PHONE_ENDPOINTS.userActionComplete, { task_id: taskId }, { formatData: parseTask });

/** `POST /api/v2/cloud_mobile_task_interrupt` {interrupt_type, mall_name}. */
export const interruptCloudTask = (body: CloudInterruptBody) =>
  http.post(CLOUD_PHONE_ENDPOINTS.interrupt, body, { formatData: parseTask });

export const useStartCloudTask = () => useMutation({ mutationFn: startCloudTask });
export const useCompleteUserAction = () => useMutation({ mutationFn: completeUserAction });
export const useInterruptCloudTask = () => useMutation({ mutationFn: interruptCloudTask });
