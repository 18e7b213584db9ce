// buildApp(config): the whole HTTP application as a Fastify instance, without listening.
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { limits } from '@studio/shared/constants';
import type { Config } from './config.ts';
import { createDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './platform/errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { registerAuth } from './platform/auth.ts';
import { registerOwnership } from './platform/ownership.ts';
import { fastifyTrustProxy } from './platform/client-address.ts';
import { registerWebApp } from './platform/web-app.ts';
import { REDACTED, redactUrl, serializeRequest } from './platform/log-redaction.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createTokenService, resolveJwtSecret, type TokenService } from './platform/tokens.ts';
import { platformRoutes } from './platform/routes.ts';
import { createSessionGate, type SessionGate } from './platform/session-gate.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { isSessionOpen } from './modules/accounts/session-service.ts';
import { businessRoutes } from './modules/businesses/routes.ts';
import { optionRoutes } from './modules/options/routes.ts';
import { serviceRoutes } from './modules/services/routes.ts';
import { schedulingRoutes } from './modules/scheduling/routes.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { contractTemplateRoutes } from './modules/contract-templates/routes.ts';
import { createStorage, type Storage } from './platform/storage/storage.ts';
import { storageRoutes } from './platform/storage/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { orderMoneyRoutes } from './modules/orders/money-routes.ts';
import { orderListRoutes } from './modules/orders/list-routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { paymentSettingsRoutes } from './modules/payment-settings/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { bookingSettingsRoutes } from './modules/booking/settings-routes.ts';
import { configurePayments } from './modules/payments/setup.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { questionnaireRoutes } from './modules/questionnaires/routes.ts';
import { waitlistRoutes } from './modules/waitlist/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { orderMergeRoutes } from './modules/customers/order-merge-routes.ts';
import { searchRoutes } from './modules/search/routes.ts';

export type Deps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  tokens: TokenService;
  /** Whether an access token's sign-in is still open (signed out, password reset: refused). */
  sessions: SessionGate;
  storage: Storage;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    deps: Deps;
  }
}

export type BuildOptions = {
  /**
   * An already-open, migrated database (tests share one); otherwise it is opened from the config,
   * migrated, and closed with the app.
   */
  database?: DatabaseHandle;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openMigratedDatabase(config));

  const app = Fastify({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The largest legitimate JSON body (page content, a contract, an email template) stays well
    // under 1 MB; uploads are multipart and have their own limit.
    bodyLimit: 1024 * 1024,
    // Ids are UUIDs or short codes and upload keys about 85 characters: a longer path parameter
    // is refused (414) before any route runs.
    routerOptions: { maxParamLength: 200 },
    // Errors Fastify answers by itself (bad or over-long path, unreadable HTTP) are problem
    // details too, and never repeat the path or bytes that were sent.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // One line per request, written when it is answered (Fastify's own pair of lines, one on
    // arrival and one on answer, doubled the log and hid the start-up address under them).
    logController: new LogController({ disableRequestLogging: true }),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Readable lines in a developer's terminal; JSON everywhere else (production, tests, CI).
            ...(config.env === 'development' && process.stdout.isTTY && !options.logStream
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: {
                      translateTime: 'HH:MM:ss',
                      ignore: 'pid,hostname,reqId,req,res,responseTime',
                      singleLine: true,
                    },
                  },
                }
              : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.token',
              ],
              censor: REDACTED,
            },
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
  });
  for (const warning of config.warnings) app.log.warn(warning);
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = Math.round(reply.elapsedTime);
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime },
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${responseTime} ms`,
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their zod schema everywhere but in production, where the
  // typed presenters already produce exactly the contract and the check costs ~30% of a small
  // request's time (measured with npm run bench).
  app.setSerializerCompiler(
    config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );

  const secret = await resolveJwtSecret(database.db, config.jwtSecret);
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    tokens: await createTokenService(secret, config.accessTokenTtlSeconds),
    sessions: await createSessionGate({
      database,
      isOpen: isSessionOpen,
      endedMemoryMs: config.accessTokenTtlSeconds * 1000,
      log: app.log,
    }),
    storage: createStorage(config),
  });
  app.addHook('onClose', () => app.deps.sessions.close());
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: limits.imageMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Studio API', description: 'The photographer business API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  registerAuth(app);
  registerOwnership(app);

  await app.register(platformRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(businessRoutes, { prefix: '/api' });
  await app.register(optionRoutes, { prefix: '/api' });
  await app.register(storageRoutes);
  await app.register(supportRoutes, { prefix: '/api' });

  await app.register(serviceRoutes, { prefix: '/api' });
  await app.register(schedulingRoutes, { prefix: '/api' });
  await app.register(packageRoutes, { prefix: '/api' });
  await app.register(availabilityRoutes, { prefix: '/api' });
  await app.register(contractTemplateRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(orderMoneyRoutes, { prefix: '/api' });
  await app.register(orderListRoutes, { prefix: '/api' });
  await app.register(couponRoutes, { prefix: '/api' });
  await app.register(paymentSettingsRoutes, { prefix: '/api' });
  await app.register(bookingSettingsRoutes, { prefix: '/api' });
  // Client booking: the booking pages, payments, then questionnaires, waitlists and inquiries.
  // Booking pages
  await app.register(bookingRoutes, { prefix: '/api' });
  // Payments
  configurePayments({ appSecret: secret, stripeApi: config.stripeApi, log: app.log });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  // Questionnaires, waitlists and inquiries
  await app.register(questionnaireRoutes, { prefix: '/api' });
  await app.register(waitlistRoutes, { prefix: '/api' });
  await app.register(inquiryRoutes, { prefix: '/api' });
  // CRM: notifications, their option and the live stream
  await app.register(notificationRoutes, { prefix: '/api' });
  // CRM: contacts and merging duplicates
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(orderMergeRoutes, { prefix: '/api' });
  // CRM: global search
  await app.register(searchRoutes, { prefix: '/api' });

  registerWebApp(app, config);
  return app;
}

async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  return database;
}
