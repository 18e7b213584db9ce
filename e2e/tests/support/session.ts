// Signs a seeded account in: through the login form for the browser, or through POST /auth/login
// for the request context (a bearer token and the business header for the API).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ownerAddress, type SeededAccount } from './accounts.ts';

/**
 * The 'Meet the new website builder' notice, once it opens over the app: close it with 'Maybe
 * later' and wait until the dismissal is stored, so it stays closed after a reload.
 */
export async function dismissNewVersionNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog').filter({ hasText: 'Meet the new website builder' });
  await expect(notice).toBeVisible();
  const stored = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/options\//.test(response.url()),
  );
  await notice.getByRole('button', { name: 'Maybe later' }).click();
  expect((await stored).ok()).toBe(true);
  await expect(notice).toBeHidden();
}

/** Logs in through the form and lands in the app (seeded owners have dismissed the notice). */
export async function signIn(page: Page, account: SeededAccount): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownerAddress(account) });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

export type ApiSession = {
  headers: Record<string, string>;
  businessId: string;
  /** The business's public address part: /book/{businessSlug}/... */
  businessSlug: string;
};

/** Logs in through the API: the headers a business's API calls need. */
export async function apiSignIn(
  request: APIRequestContext,
  account: SeededAccount,
): Promise<ApiSession> {
  const response = await request.post('/auth/login', {
    data: { username: account.email, password: account.password },
    headers: { 'x-forwarded-for': ownerAddress(account) },
  });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as {
    token: string;
    account: { businesses: { id: string; domain: string }[] };
  };
  const business = body.account.businesses[0];
  if (!business) throw new Error('the account has no business');
  const businessId = business.id;
  return {
    businessId,
    businessSlug: business.domain,
    headers: { authorization: `Bearer ${body.token}`, 'x-business-id': businessId },
  };
}

/** A call to the business's API that must succeed; answers the JSON body. */
export async function apiCall<T>(
  request: APIRequestContext,
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, headers: session.headers, data });
  if (!response.ok()) {
    throw new Error(`${method} ${url} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The service collects 30% at booking and the rest a day before the shoot. */
export async function useDepositSchedule(
  request: APIRequestContext,
  api: ApiSession,
  serviceId: string,
): Promise<void> {
  await apiCall(request, api, 'PATCH', `/api/services/${serviceId}/fee-collect-method`, {
    feeCollectionMethod: 'PAYMENT_SCHEDULE',
  });
  const step = { isFixed: false, dueInterval: 1, intervalUnit: 'DAYS' } as const;
  await apiCall(request, api, 'PATCH', `/api/services/${serviceId}/payment-schedule`, {
    paymentSchedules: [
      { milestone: 'DURING_BOOKING', amount: 3_000, ...step },
      { milestone: 'BEFORE_SHOOT_DATE', amount: 7_000, ...step },
    ],
  });
}
