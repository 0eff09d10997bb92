import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, LIMITS } from '@app/protocol';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureCatalog } from './db/seed/ensure-catalog';
import { registerErrorHandling } from './http/error-handler';
import { registerHsts, registerJsonOnlyApi } from './http/cross-site';
import { describeSchemaErrors, guardedValidatorCompiler } from './http/schema-errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { Instance } from './db/instance';
import { InstanceBus } from './infra/instance-bus';
import { createKeyValueStore } from './infra/kv';
import { createPubSub } from './infra/pubsub';
import { registerAuthGuard } from './modules/auth/guard';
import { authModule } from './modules/auth/routes';
import { chatModule } from './modules/chat/routes';
import { createAssistantEngine } from './assistant/create-engine';
import { feedbackModule } from './modules/feedback/routes';
import { sessionsModule } from './modules/sessions/routes';
import { historyModule } from './modules/history/routes';
import { settingsModule } from './modules/settings/routes';
import { uploadsModule } from './modules/uploads/routes';
import { wsModule } from './modules/ws/routes';
import { healthModule } from './modules/health/routes';
import { metricsModule, registerRequestMetrics } from './modules/metrics/routes';
import { cloudPhoneModule } from './modules/cloud-phone/routes';
import { analyticsModule } from './modules/analytics/routes';
import { flightsModule } from './modules/flights/routes';
import { habitsModule } from './modules/habits/routes';
import { itemsModule } from './modules/items/routes';
import { wishRoutesModule } from './modules/wish-routes/routes';
import { sharesModule } from './modules/shares/routes';
import { createLogger } from './logger';
import type { AppInstance } from './http/types';

/** Feature modules, registered in order after infrastructure. */
const MODULES: Array<(app: AppInstance, ctx: AppContext) => Promise<void>> = [
  authModule,
  chatModule(createAssistantEngine),
  sessionsModule,
  historyModule,
  feedbackModule,
  uploadsModule,
  settingsModule,
  itemsModule,
  wishRoutesModule,
  sharesModule,
  flightsModule,
  habitsModule,
  analyticsModule,
  wsModule,
  cloudPhoneModule,
  healthModule,
  metricsModule,
];

export interface BuildOptions {
  /** Generate the catalog when the database has none (server start, tests). */
  seedCatalog?: boolean;
  now?: () => number;
}

/** A route as registered, for tests that cover every route (the fuzz suite). */
export interface RouteEntry {
  method: string;
  url: string;
}

export type App = FastifyInstance & { ctx: AppContext; routeTable: RouteEntry[] };

/**
 * Migrates the database and generates the catalog when it has none: once, before any worker
 * starts (cluster.ts), so workers never race to seed it.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const log = createLogger(config);
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, log, pool: config.pg });
  try {
    await migrateToLatest(db);
    await ensureCatalog({ config, db, log, now: Date.now });
  } finally {
    await db.close();
  }
}

/** Builds the whole app: infrastructure, then modules. `server.ts` only listens. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const log = createLogger(config);
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, log, pool: config.pg });
  await migrateToLatest(db);
  const kv = createKeyValueStore(config.redisUrl, log);
  const pubsub = createPubSub(config.redisUrl, log);
  const instance = new Instance(db, config.instanceLeaseMs, log);
  await instance.start();
  const bus = new InstanceBus(pubsub, instance.id, log);
  await bus.start();
  const ctx: AppContext = { config, db, kv, pubsub, instance, bus, log, now: opts.now ?? Date.now };
  if (opts.seedCatalog !== false) await ensureCatalog(ctx);

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: LIMITS.maxJsonBodyBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A request Node cannot parse (a broken chunk, a bad header) still gets the error envelope.
    clientErrorHandler: (err, socket) => {
      if (!socket.writable) return socket.destroy();
      const payload = JSON.stringify({ error_code: 400, error_msg: API_ERRORS.bad_request.message });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
      );
    },
    // A request's child logger binds its id, and pino redacts bindings too (2.5 % of a streamed
    // chat's CPU); a silent logger logs nothing, so its requests share it.
    childLoggerFactory: (logger, bindings, options) => (logger.level === 'silent' ? logger : logger.child(bindings, options)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.setSchemaErrorFormatter((errors) => describeSchemaErrors(errors));

  registerRequestMetrics(app);
  registerSecurityHeaders(app);
  registerHsts(app);
  registerJsonOnlyApi(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: LIMITS.maxJsonBodyBytes });
  registerAuthGuard(app, ctx);
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: r.url });
  });

  for (const mod of MODULES) await app.register(async (scope) => mod(scope.withTypeProvider<ZodTypeProvider>(), ctx));
  await registerSpa(app, config.webDist, config.mediaDir);
  // Work left by dead instances (this one's own before a crash, or a peer's) is marked now and
  // on every lease tick; a live peer's is never touched.
  await instance.startSweeping();

  app.addHook('onClose', async () => {
    await bus.stop();
    await instance.stop();
    await pubsub.close();
    await kv.close();
    await db.close();
  });
  return Object.assign(app, { ctx, routeTable });
}
