import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';

/** Entry point: validate config, build, listen, shut down gracefully on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const app = await buildApp(config, { seedCatalog: true });
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
  console.log(
    [
      '',
      `  购物助手已启动: ${url}`,
      `  登录: 打开 ${url}/login ，输入任意手机号，点“获取验证码”；`,
      `        验证码会打印在本终端，并写入 ${config.dataDir}/sms-outbox.log`,
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
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
