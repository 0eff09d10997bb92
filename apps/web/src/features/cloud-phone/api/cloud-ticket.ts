import { queryOptions } from '@/lib/query';
import { CLOUD_PHONE_ENDPOINTS, cloudTicketSchema, type CloudTicket } from '@app/protocol/cloud-phone';
import { LIMITS } from '@app/protocol/constants';
import { http } from '@/lib/http';

const parse = (data: unknown): CloudTicket => cloudTicketSchema.parse(data);

/** `POST /api/v2/cloudphone_ticket`: the ticket and the task; the page's poll (300 000 ms). */
export const fetchCloudTicket = (taskId?: string): Promise<CloudTicket> =>
  http.post(CLOUD_PHONE_ENDPOINTS.ticket, taskId ? { task_id: taskId } : {}, { quiet: true, formatData: parse });

export const cloudTicketQuery = (taskId: string | null, polling: boolean) =>
  queryOptions({
    queryKey: ['cloud-phone', 'ticket', taskId ?? 'latest'],
    queryFn: () => fetchCloudTicket(taskId ?? undefined),
    refetchInterval: polling ? LIMITS.cloudPhonePollMs : false,
  });
