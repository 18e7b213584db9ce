// Environment -> typed configuration, with safe defaults for the embedded mode.
import { Resolver } from 'node:dns/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '../db/client.ts';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Studio <no-reply@localhost>'),
  SUPPORT_EMAIL: z.string().email().default('support@localhost'),
  /** The product's name where it speaks for itself, e.g. the subject of its document seal. */
  PRODUCT_NAME: z.string().trim().min(1).max(64).default('Studio'),
  /** 'off': emails to clients carry no open image and their links lead straight to their address. */
  EMAIL_TRACKING: z.enum(['on', 'off']).default('on'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Where Google and Facebook sign-in go; unset: the providers. Tests point it at a stand-in. */
  SOCIAL_API_URL: z.string().url().optional(),
  /** How long Google Calendar busy times are used before Google is asked again (seconds). */
  GOOGLE_CALENDAR_BUSY_TTL_SECONDS: z.coerce.number().int().min(1).max(1800).default(300),
  /** 'off' only for load benchmarks on this machine: never in production. */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** false, a number of proxy hops, or proxy addresses/CIDRs (platform/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Where the newsletter tools and the Conversions API are called; unset: the providers themselves
   * (Mailchimp's address keeps 'server' where the key's data center goes). Tests point them at
   * stand-ins.
   */
  MAILCHIMP_API_URL: z.string().url().optional(),
  FLODESK_API_URL: z.string().url().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().optional(),
  /** Where the Stripe SDK sends API calls; unset: Stripe itself. Tests point it at a stand-in. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * The IPv4 address this product answers on from the internet: the A record a business's apex
   * custom domain (example.com) must point at. Unset: apex domains cannot be connected (their
   * A record's target is shown as unknown); subdomains (www.example.com) take a CNAME to the
   * APP_URL host and need no address.
   */
  PUBLIC_IPV4: z.ipv4({ error: 'PUBLIC_IPV4 must be an IPv4 address' }).optional(),
  /**
   * The DNS servers custom domains are checked against, comma-separated, each an IP with an
   * optional port ('1.1.1.1,8.8.8.8' or '127.0.0.1:5353'). Unset: the system's resolvers.
   */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value, context) => {
      const servers = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (servers.length === 0) return undefined;
      try {
        new Resolver().setServers(servers);
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'DNS_SERVERS must be IP addresses with optional ports, comma-separated',
        });
        return z.NEVER;
      }
      return servers;
    }),
});

/** The push services of Chrome and Edge (FCM), Firefox (Mozilla), Safari (Apple) and Windows. */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  productName: string;
  /** Opens and clicks of emails to clients are recorded (the links lead through the app). */
  emailTracking: boolean;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  webDistDir: string;
  /** A provider is configured when both its id and its secret are set. */
  google: { clientId: string; clientSecret: string } | undefined;
  facebook: { appId: string; appSecret: string } | undefined;
  /** The social providers' address; undefined means the providers' own. */
  socialApiUrl: string | undefined;
  /** Google Calendar busy times are asked for again once older than this. */
  googleBusyTtlSeconds: number;
  /** Which proxies in front of the app are believed about the client's address. */
  trustProxy: TrustProxy;
  rateLimitEnabled: boolean;
  /** The newsletter tools' and the Graph API's addresses; undefined means the providers' own. */
  mailchimpApiUrl: string | undefined;
  flodeskApiUrl: string | undefined;
  facebookGraphUrl: string | undefined;
  /** The Stripe API address (SDK host, port, protocol); each undefined means Stripe's own. */
  stripeApi: {
    host: string | undefined;
    port: number | undefined;
    protocol: 'http' | 'https' | undefined;
  };
  /** The IPv4 address apex custom domains point at (A record); undefined: not known. */
  publicIpv4: string | undefined;
  /** The DNS servers custom domains are checked against; undefined: the system's. */
  dnsServers: string[] | undefined;
  /**
   * The push services the app sends Web Push messages to (a host, or a domain and its
   * subdomains): a device's endpoint elsewhere is refused, so a registered "device" cannot make
   * the server post to an address of an attacker's choosing. Tests add their local service.
   */
  pushServiceHosts: readonly string[];
  /** Run the background workers (mail outbox) inside this process. */
  runWorkers: boolean;
  /** Settings that were read in a way their owner may not expect: logged at start. */
  warnings: string[];
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    productName: e.PRODUCT_NAME,
    emailTracking: e.EMAIL_TRACKING === 'on',
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname,
    ),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET }
        : undefined,
    socialApiUrl: e.SOCIAL_API_URL?.replace(/\/$/, ''),
    googleBusyTtlSeconds: e.GOOGLE_CALENDAR_BUSY_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY.trustProxy,
    rateLimitEnabled: e.RATE_LIMIT === 'on',
    mailchimpApiUrl: e.MAILCHIMP_API_URL,
    flodeskApiUrl: e.FLODESK_API_URL,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL?.replace(/\/$/, ''),
    stripeApi: {
      host: e.STRIPE_API_HOST,
      port: e.STRIPE_API_PORT,
      protocol: e.STRIPE_API_PROTOCOL,
    },
    publicIpv4: e.PUBLIC_IPV4,
    dnsServers: e.DNS_SERVERS,
    pushServiceHosts: defaultPushServiceHosts,
    runWorkers: true,
    warnings: e.TRUST_PROXY.warning ? [e.TRUST_PROXY.warning] : [],
    ...overrides,
  };
}
