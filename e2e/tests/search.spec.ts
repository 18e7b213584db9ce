// Global search: the photographer opens the search from the top bar, finds clients by
// part of their email address, reads the count of every tab, scrolls to load the next page of
// ten, switches tabs, and opens a client and an inquiry from the results.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { isoDayAhead } from './support/antd.ts';
import { publicCall } from './support/booking.ts';
import { apiCall, apiSignIn, signIn, type ApiSession } from './support/session.ts';

test.describe.configure({ timeout: 180_000 });

type Created = { id: string };

const SHOOTS = 12;
/** The shoots, the inquiry and the thirteen clients. */
const ALL = SHOOTS + 1 + SHOOTS + 1;
/** Every seeded client writes from this family's domain: the part of the email we search for. */
const domain = 'rosewood-family.example';
const clientOf = (n: number) => ({
  fullName: `Rosa Client ${String(n).padStart(2, '0')}`,
  email: `rosa.${n}@${domain}`,
  phone: `+351 912 000 ${String(100 + n)}`,
});

/**
 * Twelve shoots of a full session, each for its own client (so twelve contacts), and an inquiry
 * from a thirteenth client (a contact too).
 */
async function seed(request: APIRequestContext, api: ApiSession) {
  const service = await apiCall<Created>(request, api, 'POST', '/api/services', {
    name: 'Garden Portraits',
    kind: 2,
  });
  for (let n = 1; n <= SHOOTS; n++) {
    await apiCall(request, api, 'POST', `/api/services/${service.id}/create-shoot`, {
      ...clientOf(n),
      date: isoDayAhead(10 + n),
      startTime: '10:00',
      totalFee: 30_000,
    });
  }
  await publicCall(request, 'POST', `/api/public/businesses/${api.businessSlug}/inquiries`, {
    serviceSlug: null,
    answers: {
      fullName: 'Rosa Inquirer',
      email: `ask@${domain}`,
      phone: '+351 912 000 999',
      message: 'Do you have a free Sunday in May?',
    },
  });
}

function overlayOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  return {
    dialog,
    input: dialog.getByRole('combobox', { name: 'Search shoots, inquiries and clients' }),
    rows: dialog.getByTestId('search-result'),
    tab: (name: RegExp) => dialog.getByRole('tab', { name }),
    /** Scrolls the results as a person does, with the wheel over the list. */
    scrollDown: async () => {
      await dialog.getByRole('listbox').hover();
      await page.mouse.wheel(0, 4000);
    },
  };
}

test('search: find clients by part of the email, switch tabs, scroll for more', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  await seed(request, api);
  await signIn(page, account);
  const search = overlayOf(page);

  await test.step('the top bar opens the search; part of an email finds every kind', async () => {
    await page.getByRole('button', { name: 'Search shoots, inquiries and clients' }).click();
    await expect(search.input).toBeFocused();
    await search.input.fill('ROSEWOOD-fam');
    await expect(search.tab(/All results/)).toHaveAccessibleName(`All results ${ALL}`);
    await expect(search.tab(/Shoots/)).toHaveAccessibleName(`Shoots ${SHOOTS}`);
    await expect(search.tab(/Inquiries/)).toHaveAccessibleName('Inquiries 1');
    await expect(search.tab(/Clients/)).toHaveAccessibleName(`Clients ${SHOOTS + 1}`);
    await expect(search.rows).toHaveCount(10);
    // Newest first: the inquiry came last.
    await expect(search.rows.first()).toContainText('Rosa Inquirer');
    await expect(search.rows.first()).toContainText(`ask@${domain}`);
  });

  await test.step('scrolling to the bottom loads the next pages of ten', async () => {
    await search.scrollDown();
    await expect(search.rows).toHaveCount(20);
    await search.scrollDown();
    await expect(search.rows).toHaveCount(ALL);
  });

  await test.step('the Shoots tab lists the shoots with their service', async () => {
    await search.tab(/Shoots/).click();
    await expect(search.rows).toHaveCount(10);
    await expect(search.rows.first()).toContainText('Garden Portraits');
    await expect(search.rows.first()).toHaveAttribute('href', /^\/shoots\/O[A-Z2-7]{10}$/);
    await search.scrollDown();
    await expect(search.rows).toHaveCount(SHOOTS);
  });

  await test.step('a client opens from the Clients tab, and the search closes', async () => {
    await search.tab(/Clients/).click();
    await search.input.fill('rosa.7@rosewood');
    await expect(search.tab(/Clients/)).toContainText('1');
    await expect(search.rows).toHaveCount(1);
    await search.rows.first().click();
    await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
    await expect(search.dialog).toBeHidden();
    await expect(page.getByText(clientOf(7).email).first()).toBeVisible();
  });

  await test.step('the keyboard opens an inquiry: arrows, then Enter', async () => {
    await page.getByRole('button', { name: 'Search shoots, inquiries and clients' }).click();
    await search.input.fill('inquirer');
    await search.tab(/Inquiries/).click();
    await expect(search.rows).toHaveCount(1);
    await search.input.press('ArrowDown');
    await expect(search.rows.first()).toHaveAttribute('aria-selected', 'true');
    await search.input.press('Enter');
    await expect(page).toHaveURL(/\/inquiries\/I[A-Z2-7]{10}$/);
    await expect(search.dialog).toBeHidden();
  });
});
