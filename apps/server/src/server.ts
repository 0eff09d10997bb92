import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary, SINGLE_PROCESS_REASON, SWEEP_NOW } from './cluster';
import { ConfigError, parseConfig, type Config } from './config';

/**
 * Entry point: validate config; with WORKERS > 1 (PostgreSQL + Redis) start the cluster's
 * primary, otherwise (or in a worker) build, listen and shut down gracefully on SIGTERM/SIGINT.
 */
async function main() {
  let config: Config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  if (cluster.isPrimary && config.workers > 1) {
    if (config.databaseUrl && config.redisUrl) return runPrimary(config, config.workers);
    console.warn(SINGLE_PROCESS_REASON);
  }
  return serve(config);
}

async function serve(config: Config) {
  // A worker's database was migrated and seeded by the primary before it forked.
  const app = await buildApp(config, { seedCatalog: process.env.SA_DATABASE_PREPARED !== '1' });
  // A burst of new chats (1,000 at once in bench/concurrent-streams.ts) overflows Node's default 511.
  await app.listen({ host: config.host, port: config.port, backlog: 2048 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  app.log.info(
    {
      database: config.databaseUrl ? 'postgres' : `sqlite ${config.sqlitePath}`,
      fanout: config.redisUrl ? 'redis' : 'in-process',
      assistant: config.assistant.provider,
      sms: config.sms.provider,
      cloudPhone: config.cloudPhone.provider,
      speechToText: config.stt.baseUrl ? 'openai-compatible' : 'none (browser or host-app recognition)',
    },
    'providers in use',
  );
  if (cluster.isPrimary)
    console.log(
      [
        '',
        `  购物助手已启动: ${url}`,
        `  登录: 打开 ${url}/login ，输入任意手机号，点“获取验证码”；`,
        `        验证码会打印在本终端，并写入 ${config.dataDir}/sms-outbox.log`,
        '',
      ].join('\n'),
    );

  // A sibling worker died (cluster.ts): its work is free now, not once its lease ends.
  process.on('message', (message) => {
    if (message === SWEEP_NOW) void app.ctx.instance.sweep();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Running answers get the grace period to finish (chat module), then the rest is drained.
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
