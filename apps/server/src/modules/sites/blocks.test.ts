// The website's blocks on the published site: each shows the business's real data (services and
// prices, free times, inquiry questions, uploaded images with their smaller copies), scripts are
// sent only with the blocks that need them, hostile input is refused or cleaned, and the inquiry
// form's request creates an inquiry.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToWall } from '@studio/shared/scheduling/zoned-time';
import { apiClient } from '../../test/api-client.ts';
import { uploadImage } from '../../test/factories/image.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createPackage } from '../../test/factories/package.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { createServiceSlot, setSlotState } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { inquiries } from '../inquiries/schema.ts';
import { services } from '../services/schema.ts';
import { FRESH_MS, LiveTimes } from './live-times.tsx';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;

function block(type: string, props: Record<string, unknown>) {
  return { type, props: { id: `${type}-${crypto.randomUUID()}`, ...props } };
}

async function pages(owner: Owner) {
  const res = await apiClient<{ pages: { id: string; slug: string }[] }>(app, owner).get(
    '/api/site/pages',
  );
  return res.body.pages;
}

async function saveDraft(owner: Owner, pageId: string, content: unknown[]) {
  const api = apiClient<{ version: number }>(app, owner);
  const current = await api.get(`/api/site/pages/${pageId}/draft`);
  return app.inject({
    method: 'PUT',
    url: `/api/site/pages/${pageId}/draft`,
    headers: owner.headers,
    payload: { data: { root: { props: {} }, content }, version: current.body.version },
  });
}

async function publish(owner: Owner) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/site/publish',
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function addPage(owner: Owner, title: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/site/pages',
    headers: owner.headers,
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; slug: string }>();
}

/** A website photo of 1600 × 1000 (stored 1200 wide, with its 480 and 800 px copies). */
async function uploadPhoto(owner: Owner): Promise<string> {
  return (await uploadImage(app, owner, { width: 1600, height: 1000, format: 'jpeg' })).url;
}

const live = (url: string) => app.inject({ method: 'GET', url });

const scriptSources = (html: string) =>
  [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');

describe('the new blocks on the published site', () => {
  it("render the business's services, prices, free times, inquiry questions and photos, with scripts only where needed", async () => {
    const owner = await createOwner(app, { businessName: 'Saltwater Portraits' });
    const slug = owner.business.slug;
    const minis = await createBookingService(app, owner, {
      name: 'Beach mini sessions',
      packageFee: 25000,
    });
    await createPackage(app, owner, {
      serviceId: minis.id,
      name: 'Extended mini',
      totalFee: 38000,
      sortIndex: 5,
    });
    const hidden = await createBookingService(app, owner, { name: 'Old studio session' });
    // A free time three days ahead, at a round hour.
    const start = new Date(Math.floor((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000);
    await createServiceSlot(app, owner, { serviceId: minis.id, startTime: start, minutes: 30 });
    const inquiryTemplate = await apiClient(app, owner).post('/api/questionnaire-templates', {
      type: 'INQUIRY',
      name: 'Portrait inquiry',
      isDefault: true,
      fields: [
        { id: 'who', type: 'FULL_NAME', label: 'Your name', isRequired: true },
        { id: 'mail', type: 'EMAIL_ADDRESS', label: 'Your email', isRequired: true },
        { id: 'when', type: 'SHOOT_DATE', label: 'Preferred session date', isRequired: false },
        { id: 'kind', type: 'SELECT', label: 'Kind of session', options: ['Family', 'Couple'] },
      ],
    });
    expect(inquiryTemplate.status).toBe(201);
    const photo = await uploadPhoto(owner);

    const [home] = await pages(owner);
    const saved = await saveDraft(owner, home!.id, [
      block('PortfolioGrid', {
        heading: 'Portfolio',
        intro: 'Recent sessions by the sea.',
        layout: 'masonry',
        images: [{ url: photo, alt: 'Two children running at the waterline', caption: 'June' }],
      }),
      block('InlineBooking', {
        heading: 'Next free times',
        intro: '',
        serviceSlug: minis.slug,
        dayCount: 3,
      }),
      block('InlineBooking', {
        heading: 'Studio',
        intro: '',
        serviceSlug: hidden.slug,
        dayCount: 3,
      }),
      block('Pricing', { heading: 'Investment', intro: '', services: [], buttonLabel: 'Book' }),
      block('InquiryForm', { heading: 'Say hello', intro: '', buttonLabel: 'Send inquiry' }),
      block('Testimonials', {
        heading: 'Kind words',
        items: [{ quote: 'We loved it.', name: 'Rosa', detail: 'Family', imageUrl: photo }],
      }),
      block('Faq', {
        heading: 'Questions',
        items: [{ question: 'What to wear?', answer: '<p>Soft colours.</p>' }],
      }),
      block('About', {
        heading: 'Hi, I am Lena',
        content: '<p>I photograph families.</p>',
        imageUrl: photo,
        imageAlt: 'Lena holding a camera',
        imageSide: 'right',
      }),
      block('HowItWorks', {
        heading: 'How it works',
        steps: [{ title: 'Book', text: 'Pick a time.' }],
      }),
      block('SocialLinks', {
        heading: 'Follow along',
        instagram: 'https://instagram.com/saltwater',
        facebook: '',
        tiktok: '',
        pinterest: 'https://pinterest.com/saltwater',
        youtube: '',
        website: '',
      }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const plain = await addPage(owner, 'About me');
    await saveDraft(owner, plain.id, [block('Text', { content: '<p>Plain page</p>' })]);
    // The studio session goes private after the page was made: its block falls back.
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, hidden.id));
    await publish(owner);

    const res = await live(`/site/${slug}/`);
    expect(res.statusCode).toBe(200);
    const html = res.body;

    // Pricing: the bookable service with its price in the business currency, linking to booking.
    expect(html).toContain('Beach mini sessions');
    expect(html).toContain('$250.00');
    // Its packages with their prices, in the photographer's order.
    expect(html).toMatch(
      /<span>Package [0-9a-f]+<\/span><span>\$250\.00<\/span>.*<span>Extended mini<\/span><span>\$380\.00<\/span>/,
    );
    expect(html).toContain(`href="/book/${slug}/${minis.slug}"`);
    expect(html).not.toContain('Old studio session');

    // Inline booking: the free time, linking to the booking page with its day open and the time
    // picked out (HH:mm in the business time zone).
    const { date, time } = instantToWall(start.getTime(), owner.business.timeZone);
    expect(html).toContain(`href="/book/${slug}/${minis.slug}?date=${date}&amp;time=${time}"`);
    const hour = Number(time.slice(0, 2));
    const label = `${hour % 12 === 0 ? 12 : hour % 12}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
    expect(html).toContain(`>${label}</a>`);
    expect(html).not.toContain('data-live-times');
    // The hidden service's block sends visitors to the booking page instead.
    expect(html).toContain(`href="/book/${slug}">See sessions and book</a>`);

    // Inquiry form: the business's own questions, each labelled.
    for (const question of ['Your name', 'Your email', 'Preferred session date', 'Kind of session'])
      expect(html).toContain(question);
    expect(html).toMatch(/<label class="site-field__label" for="inquiry-[^"]+-mail">Your email/);
    expect(html).toContain('<option value="Couple">Couple</option>');

    // Photos: the upload with its smaller copies, sized per layout.
    const key = photo.replace(/\.jpg$/, '');
    expect(html).toContain(`srcSet="${key}-w480.jpg 480w, ${key}-w800.jpg 800w, ${photo} 1200w"`);
    expect(html).toContain('alt="Two children running at the waterline"');
    expect(html).toContain('<figcaption class="site-portfolio__caption">June</figcaption>');
    expect((await live(`${key}-w480.jpg`)).statusCode).toBe(200);

    // The rest: FAQ as <details>, About, steps, social links named by their network.
    expect(html).toContain('<summary class="site-faq__question">What to wear?</summary>');
    expect(html).toContain('Hi, I am Lena');
    expect(html).toContain('<ol class="site-steps__list">');
    expect(html).toContain('href="https://instagram.com/saltwater"');
    expect(html).toContain('<span class="site-social__name">Pinterest</span>');

    // Scripts: the two blocks' scripts here, served as JavaScript; none on the plain page.
    const sources = scriptSources(html);
    expect(sources).toHaveLength(2);
    expect(sources.some((src) => src.includes('/inline-booking.'))).toBe(true);
    expect(sources.some((src) => src.includes('/inquiry-form.'))).toBe(true);
    for (const src of sources) {
      const script = await live(src);
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
    }
    expect((await live(`/site/${slug}/about-me`)).body).not.toContain('<script');

    // A service deleted later drops out of Pricing at once (services move the site version).
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, minis.id));
    const later = (await live(`/site/${slug}/`)).body;
    expect(later).not.toContain('Beach mini sessions');
  });

  it('says when a service has no free times and links to its booking page', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner, { name: 'Newborn session' });
    const [home] = await pages(owner);
    const saved = await saveDraft(owner, home!.id, [
      block('InlineBooking', {
        heading: 'Book',
        intro: '',
        serviceSlug: service.slug,
        dayCount: 4,
      }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(owner);
    const html = (await live(`/site/${owner.business.slug}/`)).body;
    expect(html).toContain('No free times right now');
    expect(html).toContain(`href="/book/${owner.business.slug}/${service.slug}"`);
  });

  it('refuses script addresses and foreign images, and cleans scripts out of rich text', async () => {
    const owner = await createOwner(app);
    const [home] = await pages(owner);
    const refused = await saveDraft(owner, home!.id, [
      block('SocialLinks', {
        heading: '',
        instagram: 'javascript:alert(1)',
        facebook: 'data:text/html,<script>alert(1)</script>',
        tiktok: '',
        pinterest: '',
        youtube: '',
        website: '',
      }),
      block('Testimonials', {
        heading: '',
        items: [{ quote: 'Hi', name: '', detail: '', imageUrl: 'https://evil.example/x.png' }],
      }),
    ]);
    expect(refused.statusCode).toBe(400);
    const messages = refused.json<{ errors: { message: string }[] }>().errors.map((e) => e.message);
    expect(messages).toContain(
      'Social links block 1: Web address must start with http:// or https://',
    );
    expect(messages).toContain('Testimonials block 2: Image must be one of your uploaded images');

    const saved = await saveDraft(owner, home!.id, [
      block('Faq', {
        heading: 'FAQ',
        items: [
          {
            question: 'Safe?',
            answer:
              '<p>Yes <a href="javascript:alert(1)">click</a></p><script>alert(1)</script>' +
              '<img src=x onerror="alert(2)">',
          },
        ],
      }),
      block('About', {
        heading: 'About',
        content: '<p onclick="alert(3)">Hello</p><iframe src="https://evil.example"></iframe>',
        imageUrl: '',
        imageAlt: '',
        imageSide: 'left',
      }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = JSON.stringify(saved.json());
    expect(stored).not.toContain('<script');
    await publish(owner);
    const html = (await live(`/site/${owner.business.slug}/`)).body;
    expect(html).toContain('<p>Yes click</p>');
    expect(html).not.toMatch(/alert\(/);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script');
  });

  it('the inquiry form sends what the page asks, and the inquiry is created', async () => {
    const owner = await createOwner(app);
    const slug = owner.business.slug;
    const [home] = await pages(owner);
    await saveDraft(owner, home!.id, [
      block('InquiryForm', { heading: 'Write to me', intro: '', buttonLabel: 'Send' }),
    ]);
    await publish(owner);
    const html = (await live(`/site/${slug}/`)).body;
    // The endpoint the script posts to and the question ids it sends, as the page gives them.
    expect(html).toContain(`data-business="${slug}"`);
    const ids = [...html.matchAll(/data-field-id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['fullName', 'email', 'phone', 'message']);
    const script = (await live(scriptSources(html)[0]!)).body;
    expect(script).toContain("'/api/public/businesses/'");
    expect(script).toContain("'/inquiries'");

    const post = (answers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/public/businesses/${slug}/inquiries`,
        payload: { serviceSlug: null, answers },
      });
    const missing = await post({ fullName: 'Ada Lovelace', phone: '555 0101' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(
      expect.objectContaining({ field: 'answers.email' }),
    );

    const email = `ada-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const sent = await post({
      fullName: 'Ada Lovelace',
      email,
      phone: '555 0101',
      message: 'A portrait session in spring?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await app.deps.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.businessId, owner.businessId), eq(inquiries.email, email)));
    expect(row?.fullName).toBe('Ada Lovelace');
  });
});

describe('free times on a kept page', () => {
  it('are filled in on each request and follow a booking within the short time they are kept', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner, { name: 'Garden minis' });
    const start = new Date(Math.floor((Date.now() + 2 * DAY) / 3_600_000) * 3_600_000);
    const slot = await createServiceSlot(app, owner, { serviceId: service.id, startTime: start });
    let now = Date.now();
    const times = new LiveTimes(() => now);
    const page =
      '<main><div class="site-booking__times site-booking__times--pending" ' +
      `data-live-times="${service.slug}" data-days="2">Free times show here on the published site.</div></main>`;
    const { date, time } = instantToWall(start.getTime(), owner.business.timeZone);
    const link = `href="/book/${owner.business.slug}/${service.slug}?date=${date}&amp;time=${time}"`;

    const first = await times.fill(app.deps.db, owner.business.slug, page);
    expect(first).toContain(link);
    expect(first).not.toContain('data-live-times');

    // Booked: still shown while the rendered times are kept, gone once they are not.
    await setSlotState(app, slot.id, 'BOOKED');
    expect(await times.fill(app.deps.db, owner.business.slug, page)).toContain(link);
    now += FRESH_MS + 1;
    const after = await times.fill(app.deps.db, owner.business.slug, page);
    expect(after).not.toContain(link);
    expect(after).toContain('No free times right now');
  });
});

describe('the inquiry form on a kept page', () => {
  // Needs the questionnaire_templates trigger on site_versions (see live-site.ts): without it the
  // kept page would go on asking the old questions until something else moved the version.
  it("follows an edit of the business's inquiry questions", async () => {
    const owner = await createOwner(app);
    const api = apiClient<{ id: string }>(app, owner);
    const [home] = await pages(owner);
    await saveDraft(owner, home!.id, [
      block('InquiryForm', { heading: 'Write to me', intro: '', buttonLabel: 'Send' }),
    ]);
    await publish(owner);
    const url = `/site/${owner.business.slug}/`;
    expect((await live(url)).body).toContain('>Message');

    const fields = [
      { id: 'who', type: 'FULL_NAME', label: 'Your name', isRequired: true },
      { id: 'mail', type: 'EMAIL_ADDRESS', label: 'Your email', isRequired: true },
      { id: 'venue', type: 'SHORT_TEXT', label: 'Where is the wedding?', isRequired: false },
    ];
    const created = await api.post('/api/questionnaire-templates', {
      type: 'INQUIRY',
      name: 'Weddings',
      isDefault: true,
      fields,
    });
    expect(created.status).toBe(201);
    expect((await live(url)).body).toContain('Where is the wedding?');

    const edited = await api.put(`/api/questionnaire-templates/${created.body.id}`, {
      type: 'INQUIRY',
      name: 'Weddings',
      isDefault: true,
      fields: fields.map((field) =>
        field.id === 'venue' ? { ...field, label: 'Which venue?' } : field,
      ),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const html = (await live(url)).body;
    expect(html).toContain('Which venue?');
    expect(html).not.toContain('Where is the wedding?');
  });
});
