import type { FastifyReply, FastifyRequest } from 'fastify';
import { userIdOf } from '../auth/guard';
import type { OpenedRun } from './service';
import { streamRun } from './sse';

type OpenRun<Body> = (userId: string, body: Body, lastEventId: string | undefined) => Promise<OpenedRun>;

/**
 * The handler of an answer stream (spec section 7, DESIGN 2.4), the same for v1 and v2: opens
 * (or, with `Last-Event-ID`, resumes) the user's run and streams it to the response.
 */
export function streamHandler<Body>(open: OpenRun<Body>) {
  return async (request: FastifyRequest & { body: Body }, reply: FastifyReply): Promise<FastifyReply> => {
    const lastEventId = request.headers['last-event-id'];
    const { run, afterSeq } = await open(
      userIdOf(request),
      request.body,
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
    streamRun(reply, run, afterSeq);
    return reply;
  };
}

/** The handler of a stream's stop, the same for v1 and v2: the service's result as `{data}`. */
export function stopHandler<Body, Result>(stop: (userId: string, body: Body) => Promise<Result>) {
  return async (request: FastifyRequest & { body: Body }): Promise<{ data: Result }> => ({
    data: await stop(userIdOf(request), request.body),
  });
}
