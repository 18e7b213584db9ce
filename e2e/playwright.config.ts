import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { standInSocialApps } from '../apps/server/src/test/social-stand-in.ts';

// One fresh data directory per run, shared with the workers through the environment so the
// journeys can read the emails the SMTP stand-in received (smtp-stand-in.ts).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The Stripe stand-in (stripe-stand-in.ts): the app's Stripe SDK is pointed at it.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3199);
// The Google and Facebook stand-in (social-stand-in.ts): the app signs in through it.
const socialPort = Number(process.env.E2E_SOCIAL_PORT ?? 3198);
// The SMTP stand-in (smtp-stand-in.ts): the app sends every email through it.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3197);
// The Mailchimp, Flodesk and Graph API stand-in (marketing-stand-in.ts).
const marketingPort = Number(process.env.E2E_MARKETING_PORT ?? 3196);
const marketingUrl = `http://127.0.0.1:${marketingPort}`;
process.env.E2E_MARKETING_URL = marketingUrl;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI only: on the 2-core CI machine a slow first response has failed a journey now
  // and then (so did antd's animations, now off: see reducedMotion); a journey that fails twice
  // still fails the build. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // The browser asks for reduced motion, and the app then turns antd's animations off
    // (app.tsx): a menu's slide-up let Playwright's stability check pass while the item still
    // moved, so mousedown and mouseup landed on different nodes and no click happened (a journey
    // failed that way now and then; the trace showed the menu open and no dialog).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx stripe-stand-in.ts',
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_APP_URL: baseURL, E2E_STRIPE_PORT: String(stripePort) },
    },
    {
      command: 'npx tsx social-stand-in.ts',
      url: `http://127.0.0.1:${socialPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SOCIAL_PORT: String(socialPort) },
    },
    {
      command: 'npx tsx smtp-stand-in.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      command: 'npx tsx marketing-stand-in.ts',
      url: `${marketingUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_MARKETING_PORT: String(marketingPort) },
    },
    {
      command: 'npx tsx ../apps/server/src/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripePort),
        STRIPE_API_PROTOCOL: 'http',
        SOCIAL_API_URL: `http://127.0.0.1:${socialPort}`,
        MAILCHIMP_API_URL: `${marketingUrl}/server/3.0`,
        FLODESK_API_URL: `${marketingUrl}/flodesk/v1`,
        FACEBOOK_GRAPH_URL: `${marketingUrl}/graph`,
        GOOGLE_CLIENT_ID: standInSocialApps.google.clientId,
        GOOGLE_CLIENT_SECRET: standInSocialApps.google.clientSecret,
        FACEBOOK_APP_ID: standInSocialApps.facebook.appId,
        FACEBOOK_APP_SECRET: standInSocialApps.facebook.appSecret,
        // Google Calendar busy times are asked for again after 5 s (5 minutes by default), so a
        // journey sees a new Google event within the cache's life without waiting minutes.
        GOOGLE_CALENDAR_BUSY_TTL_SECONDS: '5',
        // As behind one proxy: the journeys seed their accounts each from an address of its own
        // (X-Forwarded-For, tests/support/accounts.ts), since sign-ups are limited per address.
        // The browser sends no such header: its requests count against 127.0.0.1.
        TRUST_PROXY: '1',
      },
    },
  ],
});
