// buildApp(config): the whole HTTP application as a Fastify instance, without listening.
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@studio/shared/constants';
import type { Config } from './platform/config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './platform/errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { openapiOptions } from './platform/openapi.ts';
import { registerAuth } from './platform/auth.ts';
import { registerOwnership } from './platform/ownership.ts';
import { fastifyTrustProxy } from './platform/client-address.ts';
import { registerWebApp } from './platform/web-app.ts';
import { REDACTED, redactUrl, serializeRequest } from './platform/log-redaction.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { isTrackedPagePath, withTrackingOrigins } from './platform/tracking-origins.ts';
import { baseDirectives } from './platform/content-policy.ts';
import { createTokenService, resolveJwtSecret } from './platform/tokens.ts';
import { createSignedTokens } from './platform/signed-tokens.ts';
import { createCryptoBox } from './platform/crypto-box.ts';
import { platformRoutes } from './platform/routes.ts';
import { createSessionGate } from './platform/session-gate.ts';
import type { Deps } from './platform/deps.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { businessEmailLinks } from './modules/accounts/business-email-links.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { isSessionOpen } from './modules/accounts/session-service.ts';
import { businessRoutes } from './modules/businesses/routes.ts';
import { createBusiness } from './modules/businesses/service.ts';
import { giveNewVersionNotice } from './modules/options/new-version-notice.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import type { StartBusiness } from './modules/accounts/auth-service.ts';
import { findMembership } from './modules/businesses/membership-queries.ts';
import { businessLogoRoutes } from './modules/businesses/logo-routes.ts';
import { optionRoutes } from './modules/options/routes.ts';
import { serviceRoutes } from './modules/services/routes.ts';
import { registerServiceParts } from './modules/services/service-parts.ts';
import { serviceScheduleParts } from './modules/scheduling/service-parts.ts';
import { servicePricingParts } from './modules/packages/service-parts.ts';
import { serviceContractParts } from './modules/contract-templates/service-parts.ts';
import { schedulingRoutes } from './modules/scheduling/routes.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { contractTemplateRoutes } from './modules/contract-templates/routes.ts';
import { createStorage } from './platform/file-storage.ts';
import { storageRoutes } from './platform/storage/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { orderMoneyRoutes } from './modules/orders/money-routes.ts';
import { orderListRoutes } from './modules/orders/list-routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { paymentSettingsRoutes } from './modules/payment-settings/routes.ts';
import { bookingCheckoutHooks } from './modules/booking/confirm.ts';
import { BookingLinks } from './modules/booking/links.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { bookingSettingsRoutes } from './modules/booking/settings-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { questionnaireRoutes } from './modules/questionnaires/routes.ts';
import { waitlistRoutes } from './modules/waitlist/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { messageTokenRoutes } from './modules/message-tokens/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import type { CustomerLinks } from './modules/customers/customer-links.ts';
import { orderMergeRoutes } from './modules/orders/customer-merge-routes.ts';
import { countCustomerShoots, moveOrdersToCustomer } from './modules/orders/customer-rows.ts';
import { customerShootsSummary } from './modules/orders/customer-summary.ts';
import { moveInquiriesToCustomer } from './modules/inquiries/customer-rows.ts';
import { customerInquiriesSummary } from './modules/inquiries/customer-summary.ts';
import {
  moveWaitlistEntriesToCustomer,
  releaseWaitlistCustomer,
} from './modules/waitlist/customer-rows.ts';
import { EmailComposer } from './modules/emails/compose.ts';
import { bookingContractPort } from './modules/contracts/booking-contracts.ts';
import { emailRoutes } from './modules/emails/routes.ts';
import { emailSettingsOf } from './modules/emails/settings.ts';
import { ensureDefaultTemplates } from './modules/emails/service.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { registerShootLifecycle } from './modules/orders/shoot-lifecycle.ts';
import { registerInquiryLifecycle } from './modules/inquiries/inquiry-lifecycle.ts';
import { inquiryLifecycleHooks, shootLifecycleHooks } from './modules/workflows/lifecycle.ts';
import { workflowRoutes } from './modules/workflows/routes.ts';
import { contractRoutes } from './modules/contracts/routes.ts';
import { ensureDefaultWorkflow } from './modules/workflows/workflow-choice.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { siteRoutes } from './modules/sites/routes.ts';
import { liveSiteRoutes } from './modules/sites/live-routes.ts';
import { createLiveSite } from './modules/sites/live-answers.ts';
import { registerCustomHostSite } from './modules/sites/custom-host.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/routes.ts';
import { hasCalendarFeed } from './modules/calendar-feed/service.ts';
import { newsletterRoutes } from './modules/newsletters/routes.ts';
import { connectedNewsletterProviders } from './modules/newsletters/service.ts';
import { facebookRoutes } from './modules/facebook/routes.ts';
import { hasFacebookConnection } from './modules/facebook/service.ts';
import type { ConnectedIntegrations } from './modules/businesses/profile-service.ts';
import { googleCalendarRoutes } from './modules/google-calendar/routes.ts';
import { hasGoogleCalendar } from './modules/google-calendar/connection.ts';
import { queueEventWrite } from './modules/google-calendar/writes.ts';
import type { ShootLifecycleHooks } from './modules/orders/shoot-lifecycle.ts';

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
  // One line per request. Registered only when such lines are written at all: at a quieter level
  // (production at 'warn') the hook would still redact the URL and build the line on every request.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.addHook('onResponse', (request, reply, done) => {
      const responseTime = Math.round(reply.elapsedTime);
      request.log.info(
        { req: request, res: { statusCode: reply.statusCode }, responseTime },
        `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${responseTime} ms`,
      );
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their zod schema everywhere but in production, where the
  // typed presenters already produce exactly the contract and the check costs ~30% of a small
  // request's time (measured with npm run bench).
  app.setSerializerCompiler(
    config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );

  const secret = await resolveJwtSecret(database.db, config.jwtSecret);
  const deps: Deps = {
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
    signedTokens: createSignedTokens(secret),
    box: createCryptoBox(secret),
    log: app.log,
  };
  app.decorate('deps', deps);
  // The one composer of client emails: the email routes and workflows send through it.
  const emailComposer = new EmailComposer(emailSettingsOf(deps));
  app.addHook('onClose', () => app.deps.sessions.close());
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  const directives = baseDirectives;
  registerSecurityHeaders(
    app,
    { contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false },
    [
      // The booking pages load the business's Google Analytics and Facebook pixel when it set
      // them; every other page (the owner app above all) keeps the strict policy.
      {
        appliesTo: isTrackedPagePath,
        options: {
          contentSecurityPolicy: { directives: withTrackingOrigins(directives) },
          crossOriginEmbedderPolicy: false,
        },
      },
    ],
  );
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: limits.imageMaxBytes, files: 1 } });
  await app.register(swagger, openapiOptions());

  registerErrorHandling(app);
  registerInputGuard(app);
  registerAuth(app, { findMembership });
  registerOwnership(app);

  await app.register(platformRoutes);
  await app.register(authRoutes, { prefix: '/auth', startBusiness });
  await app.register(accountRoutes, { prefix: '/api' });
  // Businesses is below accounts: the change-business-email link is an account token handed in.
  // Businesses is below the modules that keep integrations: they answer which are connected.
  await app.register(businessRoutes, {
    prefix: '/api',
    links: businessEmailLinks,
    integrations: connectedIntegrations,
    social: connectedSocialServices,
  });
  await app.register(optionRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes, { prefix: '/api' });
  await app.register(facebookRoutes, { prefix: '/api' });
  await app.register(businessLogoRoutes);
  await app.register(storageRoutes);
  await app.register(supportRoutes, { prefix: '/api' });

  // Services is below the modules that keep rows under a service; they hand it their parts.
  registerServiceParts({
    schedule: serviceScheduleParts,
    pricing: servicePricingParts,
    contracts: serviceContractParts,
  });
  // Orders and inquiries are below workflows: it plans their tasks through these hooks. A shoot's
  // change also queues its Google Calendar event (google-calendar stands below orders).
  registerShootLifecycle(withGoogleCalendarWrites(shootLifecycleHooks));
  registerInquiryLifecycle(inquiryLifecycleHooks);
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
  // Booking is below contracts: the contracts signed while booking are handed in.
  const bookingContracts = bookingContractPort(emailComposer);
  await app.register(bookingRoutes, { prefix: '/api', contracts: bookingContracts });
  // Payments
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(stripeWebhookRoutes, {
    prefix: '/api',
    bookings: bookingCheckoutHooks(
      new BookingLinks(config.appUrl, deps.signedTokens),
      bookingContracts,
    ),
  });
  // Questionnaires, waitlists and inquiries
  await app.register(questionnaireRoutes, { prefix: '/api' });
  await app.register(waitlistRoutes, { prefix: '/api' });
  await app.register(inquiryRoutes, { prefix: '/api' });
  // CRM: notifications, their option and the live stream
  await app.register(notificationRoutes, { prefix: '/api' });
  // The devices that receive notifications by Web Push (the installed owner app)
  await app.register(messageTokenRoutes, { prefix: '/api' });
  // CRM: contacts and merging duplicates
  await app.register(customerRoutes, { prefix: '/api', links: customerLinks });
  await app.register(orderMergeRoutes, { prefix: '/api', links: customerLinks });
  // CRM: global search
  await app.register(searchRoutes, { prefix: '/api' });
  // Email templates, manual emails and the tracking of opens and clicks
  await app.register(emailRoutes, { composer: emailComposer });
  // CRM: workflow templates and the task lists of shoots and inquiries
  await app.register(workflowRoutes, { prefix: '/api', composer: emailComposer });
  // Contracts of shoots: sending, signing, countersigning and the sealed PDF
  await app.register(contractRoutes, { prefix: '/api', composer: emailComposer });
  // Custom domains of the businesses' public sites, and the ask of on-demand TLS
  await app.register(domainRoutes, { prefix: '/api' });
  // Integrations: the calendar subscription feed and Google Calendar
  await app.register(calendarFeedRoutes, { prefix: '/api' });
  await app.register(googleCalendarRoutes, { prefix: '/api' });
  // A new business's start: the home checklist's progress, loading and removing demo data
  await app.register(onboardingRoutes, { prefix: '/api' });

  // The website builder and the published website (/site/{businessSlug}/...)
  await app.register(siteRoutes, { prefix: '/api' });
  const liveSite = createLiveSite(deps);
  await app.register(liveSiteRoutes, { live: liveSite });
  // A business's own host serves its website at the root and its booking pages, nothing else.
  registerCustomHostSite(app, config, liveSite);
  registerWebApp(app, config);
  return app;
}

/**
 * A new account's first business, with the new-version notice, the default email templates and
 * the default workflow (which sends them) a business gets at creation.
 */
export const startBusiness: StartBusiness = async (tx, input) => {
  const business = await createBusiness(tx, input);
  await giveNewVersionNotice(tx, { businessId: business.id, createdAt: business.createdAt });
  await ensureDefaultTemplates(tx, { businessId: business.id });
  await ensureDefaultWorkflow(tx, { businessId: business.id });
};

/** The integrations of SPEC's list a business has connected, each asked of its module. */
const connectedIntegrations: ConnectedIntegrations = async (db, input) => [
  ...((await hasGoogleCalendar(db, input)) ? ['GOOGLE_CALENDAR'] : []),
  ...((await hasCalendarFeed(db, input)) ? ['APPLE_CALENDAR'] : []),
  ...(await connectedNewsletterProviders(db, input)),
];

/** The social services a business has connected: the Conversions API names FACEBOOK. */
const connectedSocialServices: ConnectedIntegrations = async (db, input) =>
  (await hasFacebookConnection(db, input)) ? ['FACEBOOK'] : [];

/** The workflows' hooks, and after each the shoot's Google Calendar write, in the same transaction. */
function withGoogleCalendarWrites(hooks: ShootLifecycleHooks): ShootLifecycleHooks {
  return {
    async created(tx, shoot) {
      await hooks.created(tx, shoot);
      await queueEventWrite(tx, shoot);
    },
    async changed(tx, shoot) {
      await hooks.changed(tx, shoot);
      await queueEventWrite(tx, shoot);
    },
    async cancelled(tx, shoot) {
      await hooks.cancelled(tx, shoot);
      await queueEventWrite(tx, shoot);
    },
  };
}

/** The rows of other modules that point at a contact: merged, released and summarised with it. */
const customerLinks: CustomerLinks = {
  moveRows: [moveOrdersToCustomer, moveInquiriesToCustomer, moveWaitlistEntriesToCustomer],
  countShoots: countCustomerShoots,
  releaseRows: [releaseWaitlistCustomer],
  summarizeShoots: customerShootsSummary,
  summarizeInquiries: customerInquiriesSummary,
};

async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  return database;
}
