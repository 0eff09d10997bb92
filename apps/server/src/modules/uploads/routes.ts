import fastifyMultipart from '@fastify/multipart';
import { successBodySchema, uploadResultSchema, UPLOADS_ENDPOINTS } from '@app/protocol';
import type { AppContext } from '../../context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { errorToReply } from '../../http/error-handler';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { multipartTypeProblem } from './multipart-type';
import { MAX_UPLOAD_BYTES } from './rules';
import { createUploadService } from './service';

/** An upload whose body stops arriving (a truncated part, a boundary that never comes) ends here. */
export const UPLOAD_IDLE_MS = 10_000;

/**
 * Ends an upload that sends nothing for UPLOAD_IDLE_MS with a 408 in the error envelope instead of
 * holding the request open; each chunk received resets the clock (a slow upload is not idle).
 */
function abortWhenIdle(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  // On the request, not the socket: Node then leaves the socket to this handler instead of
  // destroying it without an answer.
  request.raw.setTimeout(UPLOAD_IDLE_MS, () => {
    if (!reply.sent) {
      const { status, body } = errorToReply(new AppError('request_timeout'));
      void reply.code(status).header('connection', 'close').type('application/json; charset=utf-8').send(body);
    }
    setTimeout(() => socket.destroy(), 100).unref();
  });
  reply.raw.once('finish', () => socket.setTimeout(0));
}

/** `POST /api/v2/upload`: the image or voice a question carries, stored under /media/uploads/. */
export async function uploadsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  // Registered in this module's scope only, so no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    // One byte over the largest accepted file, so an oversized one is seen as such, not cut to fit.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 8, fieldSize: 256, parts: 10, headerPairs: 50 },
    // Oversize is judged per kind by the service, which answers with the kind's own limit.
    throwFileSizeLimit: false,
  });
  const uploads = createUploadService(ctx);

  app.post(
    UPLOADS_ENDPOINTS.upload,
    {
      preHandler: [
        app.requireAuth,
        async (request) => uploads.assertDeclaredLength(request.headers['content-length']),
        async (request) => {
          const problem = multipartTypeProblem(request.headers['content-type']);
          if (problem) throw new AppError('bad_request', problem);
        },
        async (request, reply) => abortWhenIdle(request, reply),
      ],
      schema: { response: { 200: successBodySchema(uploadResultSchema) } },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('multipart_required');
      return { data: await uploads.receive(userIdOf(request), () => request.parts()) };
    },
  );
}
