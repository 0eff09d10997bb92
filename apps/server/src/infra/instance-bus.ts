import type { Logger } from 'pino';
import { z } from 'zod';
import type { PubSub } from './pubsub';

/**
 * Commands from one server instance to another (issue 13): a stop for an answer another
 * instance generates, a user's action on a cloud-phone task another instance drives. Each
 * instance listens on its own channel; handlers register by kind, each with the schema its
 * payload must match (a message that does not is logged and dropped).
 */
export const instanceCommandSchema = z.object({
  kind: z.string().min(1).max(64),
  payload: z.unknown(),
});
export type InstanceCommand = z.infer<typeof instanceCommandSchema>;

interface Handler<T> {
  schema: z.ZodType<T>;
  handle(payload: T): Promise<void> | void;
}

const channelOf = (instanceId: string) => `instance:${instanceId}`;

export class InstanceBus {
  private readonly handlers = new Map<string, Handler<unknown>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly pubsub: PubSub,
    private readonly instanceId: string,
    private readonly log: Logger,
  ) {}

  on<T>(kind: string, schema: z.ZodType<T>, handle: (payload: T) => Promise<void> | void): void {
    this.handlers.set(kind, { schema, handle } as Handler<unknown>);
  }

  /** Starts listening; resolves once commands can arrive. */
  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(channelOf(this.instanceId), (raw) => void this.receive(raw));
  }

  private async receive(raw: string): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.log.warn('instance bus: unreadable command');
    }
    const command = instanceCommandSchema.safeParse(parsed);
    const handler = command.success ? this.handlers.get(command.data.kind) : undefined;
    const payload = handler?.schema.safeParse(command.data?.payload);
    if (!handler || !payload?.success) return this.log.warn({ kind: command.data?.kind }, 'instance bus: command dropped');
    try {
      await handler.handle(payload.data);
    } catch (err) {
      this.log.error({ err, kind: command.data!.kind }, 'instance bus: command failed');
    }
  }

  /** Sends a command to one instance (fire and forget: callers confirm through the database). */
  send(instanceId: string, kind: string, payload: unknown): Promise<void> {
    return this.pubsub.publish(channelOf(instanceId), JSON.stringify({ kind, payload } satisfies InstanceCommand));
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
