// The Conversions API against a local Graph API stand-in: connect checks the pixel and token and
// seals the token, the state never shows it, events go out hashed with the defaults, and the
// business's social services name FACEBOOK while connected.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFacebookState } from '@studio/shared/facebook/contracts';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import {
  standInMarketing,
  startMarketingStandIn,
  type MarketingStandIn,
} from '../../test/marketing-stand-in.ts';
import { facebookConnections } from './schema.ts';
import { hashForFacebook } from './service.ts';

let app: FastifyInstance;
let standIn: MarketingStandIn;
beforeAll(async () => {
  standIn = await startMarketingStandIn();
  app = await testApp({ facebookGraphUrl: standIn.env.FACEBOOK_GRAPH_URL });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

function call(owner: Owner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
}

const connect = (owner: Owner, accessToken: string = standInMarketing.accessToken) =>
  call(owner, 'POST', '/api/facebook/connect', { pixelId: standInMarketing.pixelId, accessToken });

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('the Conversions API', () => {
  it('hashes as Facebook asks: lowercased and trimmed, then SHA-256 in hex', () => {
    expect(hashForFacebook('  Ada@Example.COM ')).toBe(sha256('ada@example.com'));
    expect(hashForFacebook(' +1 555 0101 ')).toBe(sha256('+1 555 0101'));
  });

  it('connects with a checked token, sealed; the state and social services never show it', async () => {
    const owner = await createOwner(app);
    const social = `/api/businesses/${owner.businessId}/social-services`;
    expect((await call(owner, 'GET', social)).json()).toEqual([]);
    expect((await call(owner, 'GET', '/api/facebook')).json()).toEqual({
      isConnected: false,
      pixelId: null,
      connectedAt: null,
    });
    const refused = await connect(owner, 'EAAwrong');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      field: 'accessToken',
      message: m.facebookTokenRefused,
    });
    const malformed = await call(owner, 'POST', '/api/facebook/connect', {
      pixelId: 'abc',
      accessToken: '',
    });
    expect(malformed.statusCode).toBe(400);

    const good = await connect(owner);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<TFacebookState>()).toMatchObject({
      isConnected: true,
      pixelId: standInMarketing.pixelId,
    });
    expect(good.body).not.toContain(standInMarketing.accessToken);
    const state = await call(owner, 'GET', '/api/facebook');
    expect(state.body).not.toContain(standInMarketing.accessToken);
    const [row] = await app.deps.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.businessId, owner.businessId));
    expect(row?.accessTokenBox).toMatch(/^v1\./);
    expect(row?.accessTokenBox).not.toContain(standInMarketing.accessToken);
    expect((await call(owner, 'GET', social)).json()).toEqual(['FACEBOOK']);

    const removed = await call(owner, 'DELETE', '/api/options/facebook-conversions/integration');
    expect(removed.statusCode).toBe(204);
    expect((await call(owner, 'GET', social)).json()).toEqual([]);
    expect(
      await app.deps.db
        .select()
        .from(facebookConnections)
        .where(eq(facebookConnections.businessId, owner.businessId)),
    ).toEqual([]);
  });

  it('sends an event hashed, with USD, 0 and website by default', async () => {
    const owner = await createOwner(app);
    const notConnected = await call(owner, 'POST', '/api/facebook/conversion/events', {
      eventName: 'Lead',
    });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().detail).toBe(m.facebookNotConnected);
    await connect(owner);
    const before = standIn.facebookEvents.length;
    const sent = await call(owner, 'POST', '/api/facebook/conversion/events', {
      eventName: 'Lead',
      eventId: 'lead-1',
      userData: { em: '  Ada@Example.COM ', ph: [' 5550101 '] },
      externalId: 'C123',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ eventsReceived: 1, fbtraceId: 'AbCdEf' });
    const event = standIn.facebookEvents[before] as Record<string, unknown>;
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: 'lead-1',
      action_source: 'website',
      user_data: {
        em: [sha256('ada@example.com')],
        ph: [sha256('5550101')],
        external_id: ['C123'],
      },
      custom_data: { currency: 'USD', value: 0 },
    });
    expect(Math.abs((event.event_time as number) - Date.now() / 1000)).toBeLessThan(60);
    // The raw address never left the server.
    const request = standIn.requests.findLast((each) => each.path.endsWith('/events'));
    expect(JSON.stringify(request?.body)).not.toContain('Ada@');

    const priced = await call(owner, 'POST', '/api/facebook/conversion/events', {
      eventName: 'Purchase',
      customData: { currency: 'eur', value: 150 },
    });
    expect(priced.statusCode).toBe(200);
    expect(standIn.facebookEvents.at(-1)).toMatchObject({
      custom_data: { currency: 'EUR', value: 150 },
      user_data: {},
    });
    const other = await call(owner, 'POST', '/api/facebook/conversion/events', {
      eventName: 'Lead',
      actionSource: 'app',
    });
    expect(other.statusCode).toBe(400);
  });
});
