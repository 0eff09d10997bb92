import fastifyWebsocket from '@fastify/websocket';
import { AppError } from '../../http/app-error';
import { WS_CLOSE, WS_ENDPOINTS, clientFrameSchema } from '@app/protocol';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { consumeWsToken } from '../settings/ws-token';
import { socketHubFor, type HubSocket } from './socket-hub';

interface ServerSocket extends HubSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
}

const querySchema = z.object({ ws_token: z.string().max(256).default('') });

/**
 * `GET /api/v2/ws?ws_token=` (DESIGN 2.5): the single-use ticket names the user; a bad ticket
 * closes the socket with 4401. Client frames are validated; a ping is answered with a pong.
 */
export async function wsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const hub = socketHubFor(ctx);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.addHook('onClose', async () => hub.close());

  app.route({
    method: 'GET',
    url: WS_ENDPOINTS.socket,
    schema: { querystring: querySchema },
    // A plain HTTP request (no Upgrade) gets the error envelope, not a bare 404.
    handler: async () => {
      throw new AppError('bad_request', '请通过 WebSocket 连接此地址');
    },
    wsHandler: (socket: ServerSocket, request) => {
      // Frames that arrive while the ticket is checked wait for the answer rather than being lost.
      const user = consumeWsToken(ctx, request.query.ws_token).catch(() => null);
      let remove: (() => void) | null = null;

      void user.then((userId) => {
        if (!userId) return socket.close(WS_CLOSE.unauthorized, 'unauthorized');
        if (socket.readyState !== 1) return;
        remove = hub.add(userId, socket);
      });
      socket.on('message', (data) => {
        void user.then((userId) => {
          if (!userId) return;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.toString('utf8'));
          } catch {
            parsed = null;
          }
          const frame = clientFrameSchema.safeParse(parsed);
          if (!frame.success) return socket.close(WS_CLOSE.badFrame, 'bad frame');
          if (frame.data.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        });
      });
      socket.on('close', () => remove?.());
    },
  });
}
