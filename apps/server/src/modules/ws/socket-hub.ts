import { pushFrameSchema, type PushFrame } from '@app/protocol';
import type { AppContext } from '../../context';
import { createPubSub, type PubSub } from '../../infra/pubsub';

/** The slice of a server-side socket the hub needs. */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const CHANNEL = 'ws:push';
const OPEN = 1;

interface Envelope {
  userId: string;
  frame: PushFrame;
}

/**
 * Every open socket of every user on this instance. A push is published on the pub/sub channel
 * and each instance delivers it to the sockets it holds, so `pushToUser` reaches the user
 * wherever they are connected.
 */
export function createSocketHub(pubsub: PubSub, log: Pick<AppContext['log'], 'warn'>) {
  const byUser = new Map<string, Set<HubSocket>>();

  const deliver = (raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return log.warn('ws: unreadable push envelope');
    }
    const text = JSON.stringify(envelope.frame);
    for (const socket of byUser.get(envelope.userId) ?? []) if (socket.readyState === OPEN) socket.send(text);
  };
  const subscription = pubsub.subscribe(CHANNEL, deliver);

  return {
    /** Resolves once pushes from other instances can arrive. */
    ready: subscription.then(() => undefined),
    add(userId: string, socket: HubSocket): () => void {
      const set = byUser.get(userId) ?? new Set<HubSocket>();
      set.add(socket);
      byUser.set(userId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    /** Validates the frame and sends it to every socket of the user, on every instance. */
    async pushToUser(userId: string, frame: PushFrame): Promise<void> {
      const valid = pushFrameSchema.parse(frame);
      await pubsub.publish(CHANNEL, JSON.stringify({ userId, frame: valid } satisfies Envelope));
    },
    socketCount: (userId: string): number => byUser.get(userId)?.size ?? 0,
    async close(): Promise<void> {
      for (const set of byUser.values()) for (const socket of set) socket.close(1001, 'server shutting down');
      byUser.clear();
      await (
        await subscription
      )();
      await pubsub.close();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;

const hubs = new WeakMap<AppContext, SocketHub>();

/** The app's hub, made on first use (the ws module and the services that push share it). */
export function socketHubFor(ctx: AppContext): SocketHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = createSocketHub(createPubSub(ctx.config.redisUrl, ctx.log), ctx.log);
    hubs.set(ctx, hub);
  }
  return hub;
}

/** `pushToUser(ctx, userId, frame)`: what other modules call. */
export const pushToUser = (ctx: AppContext, userId: string, frame: PushFrame): Promise<void> =>
  socketHubFor(ctx).pushToUser(userId, frame);
