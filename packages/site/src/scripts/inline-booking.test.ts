// @vitest-environment jsdom
// The published page's "Show more dates": the later days it adds link to the booking page with
// their day and time, as the server-rendered ones do.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreeTimesList } from '../blocks/inline-booking.tsx';
import script from './inline-booking.js?raw';

afterEach(() => vi.unstubAllGlobals());

describe('inline booking script', () => {
  it('adds the later free days, each time linking to its day and its time in the business zone', async () => {
    document.body.innerHTML = `<section class="site-booking"><p class="site-booking__service">Family session</p>${renderToStaticMarkup(
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
          nextFrom: '2026-06-12',
          timeZone: 'America/New_York',
        },
      }),
    )}</section>`;
    const fetch = vi.fn(async () => ({
      ok: true,
      json: async () => ({
        days: [
          {
            date: '2026-06-12',
            times: [
              { startTime: '2026-06-12T18:00:00.000Z', state: 'AVAILABLE' },
              { startTime: '2026-06-12T19:00:00.000Z', state: 'TAKEN' },
            ],
          },
        ],
        nextFrom: null,
      }),
    }));
    vi.stubGlobal('fetch', fetch);
    new Function(script)();

    const more = document.querySelector<HTMLButtonElement>('[data-more]')!;
    expect(more.hidden).toBe(false);
    more.click();
    await vi.waitFor(() =>
      expect(document.querySelector('[data-more-status]')?.textContent).toBe('1 more day shown.'),
    );
    expect(String(fetch.mock.calls[0]?.[0 as never])).toContain('from=2026-06-12');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.site-booking__time')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/book/lena/family?date=2026-06-05&time=09:30',
      '/book/lena/family?date=2026-06-12&time=14:00',
    ]);
    expect(links[1]?.getAttribute('aria-label')).toBe(
      '2:00 PM, Friday, June 12: book Family session',
    );
    expect(more.hidden).toBe(true);
  });
});
