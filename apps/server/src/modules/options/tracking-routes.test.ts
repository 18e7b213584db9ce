// The Google Analytics and Facebook pixel ids: checked when saved, removed through
// DELETE /api/options/{name}/integration, and handed to the public booking pages.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicBusinessPage } from '@studio/shared/booking/contracts';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const post = (owner: Owner, name: string, value: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/options/${name}`,
    headers: owner.headers,
    payload: { value } as object,
  });
const read = async (owner: Owner, name: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/options?optionName=${name}`,
      headers: owner.headers,
    })
  ).json<{ value: unknown }>().value;
const publicTracking = async (owner: Owner) =>
  (
    await app.inject({ method: 'GET', url: `/api/public/businesses/${owner.business.slug}` })
  ).json<TPublicBusinessPage>().business.tracking;

describe('tracking ids', () => {
  it('saves a measurement id in upper case and a pixel id; the public pages get both', async () => {
    const owner = await createOwner(app);
    expect(await publicTracking(owner)).toEqual({ googleAnalyticsId: null, facebookPixelId: null });
    const ga = await post(owner, 'google-analytics', ' g-ab12cd34ef ');
    expect(ga.statusCode, ga.body).toBe(200);
    expect(ga.json()).toEqual({ name: 'google-analytics', value: { id: 'G-AB12CD34EF' } });
    // Longer than a double holds exactly: kept to the last digit.
    const pixel = await post(owner, 'facebook-pixel', '1234567890123456789');
    expect(pixel.statusCode).toBe(200);
    expect(await read(owner, 'google-analytics')).toEqual({ id: 'G-AB12CD34EF' });
    expect(await read(owner, 'facebook-pixel')).toEqual({ id: '1234567890123456789' });
    expect(await publicTracking(owner)).toEqual({
      googleAnalyticsId: 'G-AB12CD34EF',
      facebookPixelId: '1234567890123456789',
    });
    // Another business's pages carry none of them.
    const other = await createOwner(app);
    expect(await publicTracking(other)).toEqual({ googleAnalyticsId: null, facebookPixelId: null });
  });

  it('refuses malformed ids with clear messages and keeps the saved one', async () => {
    const owner = await createOwner(app);
    await post(owner, 'google-analytics', 'G-KEEP123');
    const cases: [string, unknown, string][] = [
      ['google-analytics', 'UA-12345-1', integrationMessages.measurementIdFormat],
      ['google-analytics', '', integrationMessages.measurementIdRequired],
      ['google-analytics', { id: 'G-X' }, integrationMessages.measurementIdRequired],
      ['google-analytics', 'G-<script>', integrationMessages.measurementIdFormat],
      ['facebook-pixel', '12ab34', integrationMessages.pixelIdFormat],
      ['facebook-pixel', '   ', integrationMessages.pixelIdRequired],
    ];
    for (const [name, value, message] of cases) {
      const res = await post(owner, name, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
        { field: 'value', message },
      ]);
    }
    expect(await read(owner, 'google-analytics')).toEqual({ id: 'G-KEEP123' });
  });

  it('disconnecting removes the id from the option and from the public pages', async () => {
    const owner = await createOwner(app);
    await post(owner, 'google-analytics', 'G-REMOVE1');
    await post(owner, 'facebook-pixel', '998877665544');
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/options/google-analytics/integration',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await read(owner, 'google-analytics')).toBeNull();
    expect(await publicTracking(owner)).toEqual({
      googleAnalyticsId: null,
      facebookPixelId: '998877665544',
    });
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/options/color-theme/integration',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
