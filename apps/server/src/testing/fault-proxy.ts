import net from 'node:net';

/**
 * What the proxy does to the traffic between a server and its database or Redis (issue 23):
 * - `pass`: forwards both ways;
 * - `cut`: resets every open connection and each new one (a restart, a failover);
 * - `partition`: holds every byte both ways and every new connection, silently, until healed
 *   (TCP delivers them then, as it does after a short network partition);
 * - `stall`: the store does not answer: holds what it sends until healed.
 */
export type FaultMode = 'pass' | 'cut' | 'partition' | 'stall';

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Bytes held while partitioned or stalled, by direction. */
  heldUp: Buffer[];
  heldDown: Buffer[];
}

/** A TCP proxy in front of PostgreSQL or Redis that can cut, partition and stall the traffic. */
export class FaultProxy {
  private mode: FaultMode = 'pass';
  private readonly pairs = new Set<Pair>();
  /** Connections accepted while partitioned: connected upstream once healed. */
  private waiting: Pair[] = [];

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {
    server.on('connection', (client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const server = net.createServer({ pauseOnConnect: true });
    const proxy = new FaultProxy(server, target);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** A URL like `url` that goes through the proxy (redis://…, postgres://…). */
  static async front(url: string): Promise<{ proxy: FaultProxy; url: string }> {
    const u = new URL(url);
    const defaults: Record<string, number> = { 'redis:': 6379, 'postgres:': 5432, 'postgresql:': 5432 };
    const proxy = await FaultProxy.start({ host: u.hostname, port: Number(u.port) || defaults[u.protocol]! });
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    return { proxy, url: u.toString() };
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    if (this.mode === 'cut') return void client.resetAndDestroy();
    const pair: Pair = { client, upstream: null, heldUp: [], heldDown: [] };
    this.pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      this.pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (this.mode === 'partition') this.waiting.push(pair);
    else this.connect(pair);
  }

  private connect(pair: Pair): void {
    const upstream = net.connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.on('data', (d: Buffer) => {
      if (this.mode === 'partition') pair.heldUp.push(d);
      else upstream.write(d);
    });
    upstream.on('data', (d: Buffer) => {
      if (this.mode === 'partition' || this.mode === 'stall') pair.heldDown.push(d);
      else pair.client.write(d);
    });
    pair.client.resume();
  }

  /** Delivers what was held (after a heal). */
  private flush(pair: Pair): void {
    if (pair.upstream && !pair.upstream.destroyed) for (const d of pair.heldUp.splice(0)) pair.upstream.write(d);
    if (!pair.client.destroyed) for (const d of pair.heldDown.splice(0)) pair.client.write(d);
  }

  /** Resets every connection now and each new one until healed. */
  cut(): void {
    this.mode = 'cut';
    for (const pair of this.pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.resetAndDestroy();
    }
    this.pairs.clear();
    this.waiting = [];
  }

  partition(): void {
    this.mode = 'partition';
  }

  stall(): void {
    this.mode = 'stall';
  }

  /** Back to forwarding; what was held is delivered, in order. */
  heal(): void {
    this.mode = 'pass';
    for (const pair of this.pairs) this.flush(pair);
    for (const pair of this.waiting) if (!pair.client.destroyed) this.connect(pair);
    this.waiting = [];
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
