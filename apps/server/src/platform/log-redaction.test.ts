import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, testDatabase } from '../test/harness.ts';
import { redactUrl } from './log-redaction.ts';

describe('request logs', () => {
  it.each([
    [
      '/reset-password?token=s3cret&utm_source=mail',
      '/reset-password?token=[redacted]&utm_source=mail',
    ],
    [
      '/social/google?state=abc&code=4%2Fxyz&scope=email',
      '/social/google?state=[redacted]&code=[redacted]&scope=email',
    ],
    [
      '/social/facebook?error=access_denied&state=abc',
      '/social/facebook?error=access_denied&state=[redacted]',
    ],
    ['/booking/O123.sig-nature', '/booking/[redacted]'],
    [
      '/api/public/bookings/O123.sig/invoices/I9/pay',
      '/api/public/bookings/[redacted]/invoices/I9/pay',
    ],
    ['/api/orders?search=ana&page=2', '/api/orders?search=ana&page=2'],
    ['/book/studio/minis', '/book/studio/minis'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('never writes an emailed token, a provider code or a booking link to the log', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: await testDatabase(),
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      for (const url of [
        '/email-confirmation?token=confirm-secret-1',
        '/social/google?code=code-secret-2&state=state-secret-3',
        '/api/public/bookings/O1.booking-secret-4',
      ]) {
        await app.inject({ method: 'GET', url });
      }
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/email-confirmation?token=[redacted]');
    expect(log).toContain('/api/public/bookings/[redacted]');
    for (const secret of [
      'confirm-secret-1',
      'code-secret-2',
      'state-secret-3',
      'booking-secret-4',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
