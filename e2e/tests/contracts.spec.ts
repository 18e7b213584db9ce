// Contracts, as a photographer and a client use them. A client books a service with a contract:
// they read it and sign it with their typed name as a step of the booking, before booking, and
// find it on their booking page. And the photographer, who countersigns, sends
// the contract of a shoot from its page; the client opens the emailed link on a phone, agrees to
// sign electronically and draws a signature with the mouse; the photographer countersigns with a
// signature adopted on the way; the sealer makes the signed PDF, which downloads from the shoot
// page with a seal that verifies, and reaches the client by email.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { verifySealedPdf } from '../../apps/server/src/modules/contracts/seal.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead } from './support/antd.ts';
import {
  clientContext,
  detailsStep,
  expectFreshHold,
  fillContact,
  pickDay,
  questions,
  seedMiniSession,
  timesOf,
} from './support/booking.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { waitForEmail } from './support/mail.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

// Set-up, two browsers, a countersignature and the sealer: some 30 s alone on a 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** The client of one test: an address of its own, so no test reads another's emails. */
function newClient() {
  return {
    fullName: 'Maya Okafor',
    email: `maya.okafor+${crypto.randomBytes(4).toString('hex')}@example.com`,
    phone: '+1 555 0142',
  };
}

type Slot = { id: string };
type ServiceDate = { slots: Slot[] };

/** Draws a signature-like stroke across the pad with the mouse. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 20 + step * 18, y + (step % 2 === 0 ? -14 : 14), { steps: 3 });
  }
  await page.mouse.up();
}

test('a contract is sent, signed on a phone with a drawn signature, countersigned and downloaded sealed', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const client = newClient();
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const countersign = await request.post('/api/options/countersign-contracts', {
    headers: api.headers,
  });
  expect(countersign.status()).toBe(204);
  const template = await apiCall<{ id: string }>(request, api, 'POST', '/api/contract-templates', {
    name: 'Portrait session agreement',
    content:
      '<h2>Agreement</h2><p>[Business Name] will photograph [Client Full Name] on [Shoot Date].</p><p>The client may share the images for personal use.</p>',
  });
  const service = await apiCall<{ id: string }>(request, api, 'POST', '/api/services', {
    name: 'Portrait minis',
    kind: 1,
  });
  const date = await apiCall<ServiceDate>(
    request,
    api,
    'POST',
    `/api/services/${service.id}/date-times`,
    {
      date: isoDayAhead(20),
      location: 'Studio',
      startTime: '09:00',
      endTime: '10:00',
      duration: 30,
      buffer: 0,
    },
  );
  await apiCall(request, api, 'POST', `/api/services/${service.id}/service-contract`, {
    contractTemplateId: template.id,
  });
  const shoot = await apiCall<{ orderId: string }>(
    request,
    api,
    'POST',
    `/api/services/${service.id}/create-shoot`,
    { ...client, slotId: date.slots[0]!.id, totalFee: 15_000 },
  );

  // The photographer sends it from the shoot page.
  await signIn(page, owner);
  await page.goto(`/shoots/${shoot.orderId}`);
  const card = page.getByRole('region', { name: 'Contracts' });
  const row = card.getByTestId('shoot-contract').filter({ hasText: 'Portrait session agreement' });
  await expect(row.getByTestId('contract-state')).toHaveText('Not sent');
  await row.getByRole('button', { name: 'Send' }).click();
  await expect(row.getByTestId('contract-state')).toHaveText('Sent');

  // The client opens the emailed link on a phone.
  const email = await waitForEmail(client.email, /ready to sign/);
  const link = email.text.match(/https?:\/\/\S+\/contract\/[^\s)\]]+/)?.[0];
  expect(link, email.text).toBeTruthy();
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: false,
  });
  const clientPage = await phone.newPage();
  await clientPage.goto(new URL(link!).pathname);
  await expect(
    clientPage.getByRole('heading', { name: 'Portrait session agreement' }),
  ).toBeVisible();
  await expect(clientPage.getByText(`will photograph ${client.fullName}`)).toBeVisible();
  await expectNoSidewaysScroll(clientPage);

  // Signing without consent is refused with the reason.
  await clientPage.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(
    clientPage.getByText('Please agree to use electronic records and signatures'),
  ).toBeVisible();
  await clientPage
    .getByRole('checkbox', { name: /I agree to use electronic records and signatures/ })
    .check();
  await expect(clientPage.getByLabel('Full name')).toHaveValue(client.fullName);
  await clientPage.getByRole('button', { name: 'Draw' }).click();
  const pad = clientPage.getByRole('img', { name: 'Signature pad' });
  // The pad's library loads when Draw is chosen: strokes count once it is ready.
  await expect(pad).toHaveAttribute('aria-busy', 'false');
  await drawSignature(clientPage, pad);
  await clientPage.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(clientPage.getByRole('status', { name: 'Signed' })).toBeVisible();
  await expect(clientPage.getByText(/Waiting for the photographer/)).toBeVisible();

  // The photographer countersigns, adopting a signature first.
  await page.reload();
  await expect(row.getByTestId('contract-state')).toHaveText('Signed by client');
  await row.getByRole('button', { name: 'Countersign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adopt your signature' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill('Rosa Lindqvist');
  await dialog.getByRole('button', { name: 'Adopt signature' }).click();
  await expect(dialog).toBeHidden();
  // The sealer runs in the server: the card follows it to Completed.
  await expect(row.getByTestId('contract-state')).toHaveText('Completed', { timeout: 30_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Portrait session agreement.pdf');
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(verifySealedPdf(pdf).isValid).toBe(true);

  // The audit trail lists each step; the client has the PDF by email and on the page.
  await row.getByRole('button', { name: /Audit trail/ }).click();
  const trail = row.getByRole('list', { name: 'Audit trail of Portrait session agreement' });
  await expect(trail.getByText('Signed by the client')).toBeVisible();
  await expect(trail.getByText('Countersigned')).toBeVisible();
  const signedCopy = await waitForEmail(client.email, /^Signed: Portrait session agreement/);
  expect(signedCopy.attachments.map((file) => file.filename)).toContain(
    'Portrait session agreement.pdf',
  );
  await clientPage.reload();
  await expect(clientPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await phone.close();
});

test('a client reads and signs the service’s contract while booking, and finds it signed on the booking page', async ({
  browser,
  request,
  baseURL,
}) => {
  const client = newClient();
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const isoDay = isoDayAhead(4);
  const mini = await seedMiniSession(request, api, { name: 'Autumn minis', isoDay });
  const template = await apiCall<{ id: string }>(request, api, 'POST', '/api/contract-templates', {
    name: 'Mini session agreement',
    content:
      '<p>[Client Full Name] books [Service Name] ([Package Name], [Package Price]) on [Shoot Date] at [Shoot Time].</p>',
  });
  await apiCall(request, api, 'POST', `/api/services/${mini.id}/service-contract`, {
    contractTemplateId: template.id,
  });

  const context = await clientContext(browser, baseURL ?? '');
  const page = await context.newPage();
  await page.goto(mini.path);
  await pickDay(page, dayAhead(4), isoDay);
  await timesOf(page, isoDay).getByRole('button', { name: '9:00 AM', exact: true }).click();
  await expectFreshHold(page);
  const form = detailsStep(page);
  await fillContact(form, client);
  await form.getByLabel(questions.people).fill('Maya and her sister');
  await form.getByRole('button', { name: /book/i }).click();

  // The contract step: the contract filled for this booking, then consent and a signature.
  const step = page.getByRole('heading', { name: /Contracts/ });
  await expect(step).toBeVisible();
  await expect(
    page.getByText(`${client.fullName} books Autumn minis (Mini, $250.00) on`),
  ).toBeVisible();
  await form.getByRole('button', { name: /book/i }).click();
  await expect(
    page.getByText('Please agree to use electronic records and signatures').first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
  await expect(page.getByTestId('typed-signature')).toHaveText(client.fullName);
  await form.getByRole('button', { name: /book/i }).click();
  // No payment provider is connected: the booking is confirmed at once.
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked!' })).toBeVisible({
    timeout: 30_000,
  });

  // The booking page lists it; the sealer makes its PDF.
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  const contracts = page.getByRole('region', { name: 'Contracts' });
  await expect(contracts.getByText('Mini session agreement')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(contracts.getByRole('link', { name: /Download PDF/ })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await context.close();
});
