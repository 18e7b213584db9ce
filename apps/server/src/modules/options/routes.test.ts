import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentAppVersion } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { businesses } from '../businesses/schema.ts';
import { EmailComposer } from '../emails/compose.ts';
import { emailSettingsOf } from '../emails/settings.ts';
import { factsAbout } from '../emails/values.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const getOption = (owner: Owner, name: string) =>
  app.inject({
    method: 'GET',
    url: `/api/options?optionName=${encodeURIComponent(name)}`,
    headers: owner.headers,
  });
const postOption = (owner: Owner, path: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/options/${path}`,
    headers: owner.headers,
    payload: payload as object,
  });

describe('options', () => {
  it('answers null for an option never saved', async () => {
    const owner = await createOwner(app);
    const res = await getOption(owner, 'typography-theme');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'typography-theme', value: null });
  });

  it('keeps each business to its own options', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const settings = { lastPageId: crypto.randomUUID(), previewDevice: 'mobile' };
    expect((await postOption(owner, 'web-builder-settings', { value: settings })).statusCode).toBe(
      200,
    );
    expect((await getOption(owner, 'web-builder-settings')).json().value).toEqual(settings);
    expect((await getOption(other, 'web-builder-settings')).json().value).toBeNull();
  });

  it('refuses a name without an option and a bad name', async () => {
    const owner = await createOwner(app);
    for (const name of ['notes', 'LAST_SEEN', 'TENANCY_NOTE']) {
      const unknown = await postOption(owner, name, { value: { anything: true } });
      expect(unknown.statusCode, name).toBe(400);
      expect(unknown.json().detail).toBe(messages.unknownOption);
    }
    const badName = await postOption(owner, 'no%20spaces', { value: 1 });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().detail).toBe(messages.unknownOption);
    expect((await getOption(owner, '../etc')).statusCode).toBe(400);
  });

  it('serves the demo-data option, which only loading demo data writes', async () => {
    const owner = await createOwner(app);
    const url = '/api/options/data-demo';
    expect((await app.inject({ method: 'GET', url, headers: owner.headers })).json()).toEqual({
      name: 'DEMO_DATA',
      value: null,
    });
    const refused = await postOption(owner, 'DEMO_DATA', { value: { orderIds: ['O1'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.unknownOption);
    const loaded = await app.inject({
      method: 'POST',
      url: '/api/services/demo-data',
      headers: owner.headers,
    });
    const res = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(res.json()).toEqual(loaded.json());
    expect(res.json().value.orderIds).toHaveLength(3);
  });
});

describe('the new-version notice', () => {
  it('exists, not dismissed, for a new business and stays dismissed once dismissed', async () => {
    const owner = await createOwner(app);
    const initial = await getOption(owner, 'NEW_VERSION_NOTICE');
    expect(initial.json().value).toEqual({
      version: currentAppVersion,
      isDismissed: false,
      isViewed: false,
    });

    const dismissed = { version: currentAppVersion, isDismissed: true, isViewed: true };
    expect((await postOption(owner, 'NEW_VERSION_NOTICE', { value: dismissed })).statusCode).toBe(
      200,
    );
    expect((await getOption(owner, 'NEW_VERSION_NOTICE')).json().value).toEqual(dismissed);
  });

  it('refuses a notice value of the wrong shape', async () => {
    const owner = await createOwner(app);
    const res = await postOption(owner, 'NEW_VERSION_NOTICE', {
      value: { version: '2.0.0', isDismissed: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['value.isDismissed', 'value.isViewed']),
    );
  });
});

describe('POST /api/options/last-seen/merge', () => {
  const merge = (owner: Owner, value: Record<string, string>) =>
    postOption(owner, 'last-seen/merge', { value });

  it('keeps the newest timestamp of each key', async () => {
    const owner = await createOwner(app);
    await merge(owner, {
      seenDateNotification: '2025-05-01T10:00:00Z',
      seenInquiries: '2025-05-01T10:00:00Z',
    });
    const res = await merge(owner, {
      seenDateNotification: '2025-04-01T10:00:00Z',
      seenInquiries: '2025-05-02T09:00:00+02:00',
      seenShoots: '2025-05-03T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'LAST_SEEN',
      value: {
        seenDateNotification: '2025-05-01T10:00:00.000Z',
        seenInquiries: '2025-05-02T07:00:00.000Z',
        seenShoots: '2025-05-03T00:00:00.000Z',
      },
    });
    expect((await getOption(owner, 'LAST_SEEN')).json().value).toEqual(res.json().value);
  });

  it('loses nothing when many tabs merge at once', async () => {
    const owner = await createOwner(app);
    const day = (n: number) => `2025-06-${String(n).padStart(2, '0')}T12:00:00.000Z`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        merge(owner, { shared: day(i + 1), [`tab${i}`]: day(1) }),
      ),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const value = (await getOption(owner, 'LAST_SEEN')).json().value;
    expect(value.shared).toBe(day(12));
    expect(Object.keys(value)).toHaveLength(13);
  });

  it('rejects a value that is not a timestamp', async () => {
    const owner = await createOwner(app);
    const res = await merge(owner, { seenDateNotification: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect((await getOption(owner, 'LAST_SEEN')).json().value).toBeNull();
  });
});

describe('POST /api/options/color-theme', () => {
  it('sets the brand colour of the business', async () => {
    const owner = await createOwner(app);
    const res = await postOption(owner, 'color-theme', { value: '#C0FFEE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'color-theme', value: '#C0FFEE' });
    const [row] = await app.deps.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, owner.businessId));
    expect(row?.brandColor).toBe('#C0FFEE');
  });

  it('refuses something that is not a hex colour', async () => {
    const owner = await createOwner(app);
    const res = await postOption(owner, 'color-theme', { value: 'teal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'value', message: 'Please enter a colour such as #1F6FEB' },
    ]);
  });
});

describe('POST /api/options/typography-theme', () => {
  it('saves the fonts, and answers the default before', async () => {
    const owner = await createOwner(app);
    const url = '/api/options/typography-theme';
    const before = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(before.json()).toEqual({
      name: 'typography-theme',
      value: { headingFont: 'Lora', bodyFont: 'Manrope' },
    });
    const value = { headingFont: 'Manrope', bodyFont: 'Lora' };
    const res = await postOption(owner, 'typography-theme', { value });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'typography-theme', value });
    expect((await app.inject({ method: 'GET', url, headers: owner.headers })).json().value).toEqual(
      value,
    );
  });

  it('refuses a font it does not have, and a missing or extra field', async () => {
    const owner = await createOwner(app);
    const res = await postOption(owner, 'typography-theme', {
      value: { headingFont: 'Comic Sans', bodyFont: 'Lora' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'value.headingFont', message: messages.fontChoice },
    ]);
    const missing = await postOption(owner, 'typography-theme', { value: { headingFont: 'Lora' } });
    expect(missing.statusCode).toBe(400);
    const extra = await postOption(owner, 'typography-theme', {
      value: { headingFont: 'Lora', bodyFont: 'Lora', size: 40 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await getOption(owner, 'typography-theme')).json().value).toBeNull();
  });
});

describe('POST /api/options/web-builder-settings', () => {
  it('refuses a preview device it does not know and a page id that is no id', async () => {
    const owner = await createOwner(app);
    const res = await postOption(owner, 'web-builder-settings', {
      value: { lastPageId: 'home', previewDevice: 'watch' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'value.lastPageId',
      'value.previewDevice',
    ]);
  });
});

describe('POST /api/options/client-emails', () => {
  it("sends the clients' emails with the chosen reply-to address and sender name", async () => {
    const owner = await createOwner(app, { businessName: 'North Light' });
    const { order } = await createShoot(app, owner);
    const composer = new EmailComposer(emailSettingsOf(app.deps));
    const compose = () =>
      composer.composeDefault(app.deps.db, {
        businessId: owner.businessId,
        about: { orderId: order.orderId },
        kind: 'BOOKING_CONFIRMATION',
      });
    const before = await compose();
    expect(before).toMatchObject({ replyTo: owner.email, fromName: 'North Light' });

    const res = await postOption(owner, 'client-emails', {
      value: { replyTo: 'Studio@NorthLight.example', senderName: '  Maya at North Light ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      replyTo: 'studio@northlight.example',
      senderName: 'Maya at North Light',
    });
    expect(await compose()).toMatchObject({
      replyTo: 'studio@northlight.example',
      fromName: 'Maya at North Light',
    });

    // Back to the business's own email and name.
    await postOption(owner, 'client-emails', { value: { replyTo: null, senderName: '' } });
    expect(await compose()).toMatchObject({ replyTo: owner.email, fromName: 'North Light' });
  });

  it('refuses a reply-to that is no email and a sender name that could forge a header', async () => {
    const owner = await createOwner(app);
    const res = await postOption(owner, 'client-emails', {
      value: { replyTo: 'not an email', senderName: 'Eve\r\nBcc: all@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'value.replyTo', message: messages.email },
      {
        field: 'value.senderName',
        message: 'The sender name cannot contain line breaks, <, > or "',
      },
    ]);
  });
});

describe('POST /api/options/zoom-meeting', () => {
  it("saves the Zoom link that the emails' [Zoom Meeting Link] gives clients", async () => {
    const owner = await createOwner(app);
    const { order } = await createShoot(app, owner);
    const zoomLink = async () =>
      (
        await factsAbout(app.deps.db, {
          businessId: owner.businessId,
          about: { orderId: order.orderId },
          links: emailSettingsOf(app.deps),
        })
      ).values.zoomMeetingLink;
    expect(await zoomLink()).toBeNull();
    const meetingUrl = 'https://us02web.zoom.us/j/81234567890?pwd=abc';
    const res = await postOption(owner, 'zoom-meeting', { value: { meetingUrl } });
    expect(res.statusCode, res.body).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: '/api/options/zoom-meeting',
      headers: owner.headers,
    });
    expect(read.json()).toEqual({ name: 'zoom-meeting', value: { meetingUrl } });
    expect(await zoomLink()).toBe(meetingUrl);
  });

  it('refuses a link that is not a Zoom meeting address', async () => {
    const owner = await createOwner(app);
    for (const meetingUrl of ['http://zoom.us/j/1', 'https://zoom.us.evil.example/j/1', 'zoom']) {
      const res = await postOption(owner, 'zoom-meeting', { value: { meetingUrl } });
      expect(res.statusCode, meetingUrl).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'value.meetingUrl', message: messages.zoomUrl }]);
    }
  });
});

it('documents the option routes in the OpenAPI document', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/options',
      '/api/options/last-seen/merge',
      '/api/options/{name}',
      '/api/options/logo',
      '/api/options/typography-theme',
      '/api/options/client-emails',
      '/api/options/web-builder-settings',
    ]),
  );
});
