// The blocks' schemas (what a photographer or a client of the API may store), the rich-text
// cleaning of nested props, the scripts a page needs, and the markup that accessibility rests on.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@studio/shared/money';
import { blocks, blockTypes } from './blocks.tsx';
import { FreeTimesList } from './blocks/inline-booking.tsx';
import { cleanRichText, scriptsOf, validatePageData, type TPageData } from './page-data.ts';
import { SiteBlocks } from './site-page.tsx';
import type { TSiteContext } from './site-context.tsx';

const page = (content: { type: string; props: Record<string, unknown> }[]) => ({
  root: { props: {} },
  content: content.map((block, index) => ({
    type: block.type,
    props: { id: `${block.type}-${index}`, ...block.props },
  })),
});

const withDefaults = (type: keyof typeof blocks, props: Record<string, unknown> = {}) => ({
  type,
  props: { ...blocks[type].defaultProps, ...props },
});

function messagesOf(input: unknown): string[] {
  const result = validatePageData(input);
  return result.issues?.map((issue) => issue.message) ?? [];
}

describe('block schemas', () => {
  it("accept every block's starting props", () => {
    const result = validatePageData(page(blockTypes.map((type) => withDefaults(type))));
    expect(result.issues).toBeUndefined();
    expect(result.data?.content.map((block) => block.type)).toEqual(blockTypes);
  });

  it('take only http(s) addresses for social links', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example',
      'https://evil.example/" onmouseover="alert(1)',
      'http://',
    ]) {
      expect(messagesOf(page([withDefaults('SocialLinks', { instagram: hostile })]))).toEqual([
        'Social links block 1: Web address must start with http:// or https://',
      ]);
    }
    const fine = validatePageData(
      page([withDefaults('SocialLinks', { youtube: ' https://youtube.com/@lena ' })]),
    );
    expect(fine.data?.content[0]?.props.youtube).toBe('https://youtube.com/@lena');
  });

  it('take only the business uploads as images', () => {
    expect(
      messagesOf(
        page([
          withDefaults('PortfolioGrid', {
            images: [{ url: 'https://evil.example/a.jpg', alt: '', caption: '' }],
          }),
          withDefaults('About', { imageUrl: 'javascript:alert(1)' }),
        ]),
      ),
    ).toEqual([
      'Portfolio grid block 1: Image must be one of your uploaded images',
      'About block 2: Image must be one of your uploaded images',
    ]);
  });

  it('limit lengths and counts, naming the block and the field', () => {
    expect(
      messagesOf(
        page([
          withDefaults('Testimonials', {
            items: [{ quote: 'x'.repeat(801), name: '', detail: '', imageUrl: '' }],
          }),
          withDefaults('HowItWorks', { steps: Array(11).fill({ title: 'Step', text: '' }) }),
          withDefaults('InlineBooking', { dayCount: 9 }),
          withDefaults('Pricing', { services: [{ serviceSlug: '../admin' }] }),
          withDefaults('Faq', { items: [{ question: '', answer: '' }] }),
          withDefaults('InquiryForm', { heading: 'h'.repeat(121) }),
          withDefaults('PortfolioGrid', { layout: 'diagonal' }),
        ]),
      ),
    ).toEqual([
      'Testimonials block 1: Quote must be at most 800 characters',
      'How it works block 2: How it works holds at most 10 steps',
      'Inline booking block 3: Days shown must be between 1 and 7',
      'Pricing block 4: Choose one of your services',
      'FAQ block 5: Question is required',
      'Inquiry form block 6: Heading must be at most 120 characters',
      'Portfolio grid block 7: Layout must be even or masonry',
    ]);
  });
});

describe('rich text and scripts', () => {
  it('cleans rich text at the top level and inside array items', () => {
    const data = validatePageData(
      page([
        withDefaults('Faq', {
          items: [
            { question: 'A', answer: '<p>one</p><script>x</script>' },
            { question: 'B', answer: '<p>two</p>' },
          ],
        }),
        withDefaults('About', { content: '<p onclick="x">hi</p>' }),
        withDefaults('Hero'),
      ]),
    ).data as TPageData;
    const cleaned = cleanRichText(data, (html) => `[${html.replace(/<script>.*<\/script>/, '')}]`);
    const [faq, about, hero] = cleaned.content;
    expect((faq?.props.items as { answer: string }[]).map((item) => item.answer)).toEqual([
      '[<p>one</p>]',
      '[<p>two</p>]',
    ]);
    expect(about?.props.content).toBe('[<p onclick="x">hi</p>]');
    expect(hero?.props).toEqual(data.content[2]?.props);
  });

  it('asks for a script only for the blocks that need one', () => {
    const read = (types: (keyof typeof blocks)[]) =>
      scriptsOf(validatePageData(page(types.map((type) => withDefaults(type)))).data as TPageData);
    expect(read(['Hero', 'Text', 'Pricing', 'Faq', 'SocialLinks'])).toEqual([]);
    expect(read(['InlineBooking', 'InlineBooking'])).toEqual(['inline-booking']);
    expect(read(['InquiryForm', 'Footer'])).toEqual(['inquiry-form']);
  });
});

const context: TSiteContext = {
  business: { name: 'Lena', slug: 'lena', currency: 'EUR', email: 'hi@lena.example', phone: '' },
  services: [{ name: 'Family session', slug: 'family', fromPrice: 30000, imageUrl: null }],
  inquiryFields: [
    { id: 'who', type: 'FULL_NAME', label: 'Your name', isRequired: true, options: [] },
    { id: 'yes', type: 'YES_NO', label: 'First session?', isRequired: false, options: [] },
  ],
  sanitize: (html) => html,
};

const render = (content: { type: string; props: Record<string, unknown> }[]) =>
  renderToStaticMarkup(
    createElement(SiteBlocks, {
      data: validatePageData(page(content)).data as TPageData,
      context,
    }),
  );

describe('markup', () => {
  it('labels every inquiry question and keeps the form closed until its script runs', () => {
    const html = render([withDefaults('InquiryForm')]);
    expect(html).toContain(
      '<label class="site-field__label" for="inquiry-InquiryForm-0-who">Your name',
    );
    expect(html).toContain('id="inquiry-InquiryForm-0-who"');
    expect(html).toContain('<legend class="site-field__label">First session?');
    expect(html).toContain('<fieldset class="site-inquiry__fields" disabled="">');
    expect(html).toContain('<noscript>');
  });

  it('prices cards in the business currency and drops services that are not bookable', () => {
    const html = render([
      withDefaults('Pricing', { services: [{ serviceSlug: 'gone' }, { serviceSlug: 'family' }] }),
    ]);
    expect(html).toContain(formatMoney(30000, 'EUR'));
    expect(html).toContain('href="/book/lena/family"');
    expect(html).not.toContain('gone');
  });

  it('names icon links by their network and steps in order', () => {
    const html = render([
      withDefaults('SocialLinks', { tiktok: 'https://tiktok.com/@lena' }),
      withDefaults('HowItWorks'),
    ]);
    expect(html).toContain('<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"');
    expect(html).toContain('<span class="site-social__name">TikTok</span>');
    expect(html).toMatch(
      /<ol class="site-steps__list">.*<h3 class="site-steps__title">Book your session/,
    );
  });

  it('links each free time to its day and its time in the business time zone', () => {
    const html = renderToStaticMarkup(
      createElement(FreeTimesList, {
        businessSlug: 'lena',
        serviceSlug: 'family',
        serviceName: 'Family session',
        times: {
          days: [
            {
              date: '2026-06-05',
              label: 'Friday, June 5',
              times: [{ startTime: '2026-06-05T13:30:00.000Z', label: '9:30 AM' }],
            },
          ],
          nextFrom: null,
          timeZone: 'America/New_York',
        },
      }),
    );
    expect(html).toContain('href="/book/lena/family?date=2026-06-05&amp;time=09:30"');
    expect(html).toContain('aria-label="9:30 AM, Friday, June 5: book Family session"');
  });

  it('says so when a service has no free times', () => {
    const html = renderToStaticMarkup(
      createElement(FreeTimesList, {
        businessSlug: 'lena',
        serviceSlug: 'family',
        serviceName: 'Family session',
        times: { days: [], nextFrom: null, timeZone: 'Europe/Lisbon' },
      }),
    );
    expect(html).toContain('No free times right now');
    expect(html).toContain('href="/book/lena/family"');
  });
});
