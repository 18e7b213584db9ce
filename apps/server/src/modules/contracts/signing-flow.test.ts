// Contracts of shoots through the API on a real database: prepared from the service, sent by
// email with a link naming one contract, viewed and signed by the client, countersigned, sealed
// by the sealer job into a PDF that verifies and lists every event, emailed to both parties; a
// sent contract never changes, a voided one cannot be signed, two tabs give one signature, and
// a failed sealing is visible and retried.
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBookingContract,
  TContactContract,
  TContractCounts,
  TPublicContract,
  TShootContract,
  TShootContractDetail,
} from '@studio/shared/contracts/contracts';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TFlowTaskList } from '@studio/shared/workflows/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { drawnSignatureDataUrl } from '../../test/factories/contract-document.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createShootService } from '../../test/factories/service.ts';
import { sendDueEmails } from '../../test/send-due-emails.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { pdfPagesText } from '../../test/pdf-reading.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { verifySealedPdf } from './seal.ts';
import { shootContracts } from './schema.ts';
import { sealDueContracts } from './sealing-queue.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});

afterAll(() => app.close());

const CLIENT_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari';

type Setup = {
  owner: Owner;
  api: ApiClient;
  orderId: string;
  clientEmail: string;
  templateId: string;
  contract: TShootContract;
};

/** A shoot whose service has one contract attached, and that contract on the shoot. */
async function shootWithContract(content?: string): Promise<Setup> {
  const owner = await createOwner(app);
  const api = apiClient(app, owner);
  const template = await api.post<{ id: string }>('/api/contract-templates', {
    name: 'Portrait agreement',
    content:
      content ??
      '<h2>Agreement</h2><p>Between [Business Name] and [Client Full Name] for [Service Name] on [Shoot Date].</p>',
  });
  expect(template.status).toBeLessThan(300);
  const { order, service } = await createShoot(app, owner);
  const attached = await api.post(`/api/services/${service.id}/service-contract`, {
    contractTemplateId: template.body.id,
  });
  expect(attached.status).toBeLessThan(300);
  const list = await api.get<TShootContract[]>(`/api/orders/${order.orderId}/contracts`);
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(1);
  return {
    owner,
    api,
    orderId: order.orderId,
    clientEmail: order.email,
    templateId: template.body.id,
    contract: list.body[0]!,
  };
}

function contractUrl(setup: Setup, suffix = '') {
  return `/api/orders/${setup.orderId}/contracts/${setup.contract.id}${suffix}`;
}

async function send(setup: Setup): Promise<TShootContract> {
  // No body: the business's "Contract to sign" email.
  const answer = await app.inject({
    method: 'POST',
    url: contractUrl(setup, '/send'),
    headers: setup.owner.headers,
  });
  const res = { status: answer.statusCode, body: answer.json<TShootContract>() };
  expect(res.status).toBe(200);
  return res.body;
}

/** The signing link's token, read from the email the client got. */
async function tokenFromEmail(to: string): Promise<string> {
  const rows = await app.deps.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.text, '%/contract/%')));
  const match = rows.at(-1)?.text.match(/\/contract\/([^\s)\]]+)/);
  if (!match) throw new Error(`no signing link was emailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

async function publicGet(token: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/public/contracts/${encodeURIComponent(token)}`,
    headers: { 'user-agent': CLIENT_AGENT },
  });
  return { status: res.statusCode, body: res.json<TPublicContract & { detail?: string }>() };
}

async function publicSign(token: string, body: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/contracts/${encodeURIComponent(token)}/sign`,
    headers: { 'user-agent': CLIENT_AGENT },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<TPublicContract & { detail?: string }>() };
}

function signature(sha: string, overrides: object = {}) {
  return {
    fullName: 'Ada Client',
    signature: { kind: 'typed', name: 'Ada Client' },
    contentSha256: sha,
    consent: true,
    ...overrides,
  };
}

async function contractOf(setup: Setup): Promise<TShootContract> {
  const list = await setup.api.get<TShootContract[]>(`/api/orders/${setup.orderId}/contracts`);
  const found = list.body.find((contract) => contract.id === setup.contract.id);
  if (!found) throw new Error('the contract is not listed');
  return found;
}

async function ownerPdf(setup: Setup) {
  const res = await app.inject({
    method: 'GET',
    url: contractUrl(setup, '/pdf'),
    headers: setup.owner.headers,
  });
  return { status: res.statusCode, pdf: res.rawPayload, type: res.headers['content-type'] };
}

describe('sending and signing', () => {
  it('goes from not sent to completed, with a sealed PDF that lists every event', async () => {
    const setup = await shootWithContract();
    expect(setup.contract.state).toBe('NOT_SENT');
    expect(setup.contract.templateId).toBe(setup.templateId);

    const preview = await setup.api.get<TShootContractDetail>(contractUrl(setup));
    const order = await setup.api.get<{ fullName: string }>(`/api/orders/${setup.orderId}`);
    expect(preview.body.content).toContain(`and ${order.body.fullName} for`);

    const sent = await send(setup);
    expect(sent.state).toBe('SENT');
    expect(sent.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.events.map((event) => event.type)).toEqual(['SENT']);
    expect(sent.events[0]!.detail).toBe(`To ${setup.clientEmail}`);

    const token = await tokenFromEmail(setup.clientEmail);
    const page = await publicGet(token);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('Portrait agreement');
    expect(page.body.content).toContain('Between');
    expect(page.body.contentSha256).toBe(sent.contentSha256);
    expect((await contractOf(setup)).state).toBe('VIEWED');

    const signed = await publicSign(token, signature(page.body.contentSha256));
    expect(signed.status).toBe(200);
    expect(signed.body.state).toBe('CLIENT_SIGNED');
    expect(signed.body.isPdfReady).toBe(false);

    expect(await sealDueContracts(app.deps)).toBeGreaterThanOrEqual(1);
    const done = await contractOf(setup);
    expect(done.state).toBe('COMPLETED');
    expect(done.sealing).toBeNull();
    expect(done.events.map((event) => event.type)).toEqual([
      'SENT',
      'VIEWED',
      'CLIENT_SIGNED',
      'SEALED',
      'EMAILED',
      'EMAILED',
    ]);
    const viewed = done.events.find((event) => event.type === 'VIEWED')!;
    expect(viewed.userAgent).toBe(CLIENT_AGENT);
    expect(viewed.ipAddress).toBeTruthy();

    const download = await ownerPdf(setup);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    const check = verifySealedPdf(download.pdf);
    expect(check.isValid).toBe(true);
    const text = (await pdfPagesText(download.pdf)).join('\n');
    expect(text).toContain('Ada Client');
    expect(text).toContain(setup.clientEmail);
    expect(text).toContain(sent.contentSha256!);
    expect(text).toMatch(/Sent/);
    expect(text).toMatch(/Viewed/);
    expect(text).toMatch(/Signed/);

    // The client downloads the same sealed file from the link, and both parties got it by email.
    const clientPdf = await app.inject({
      method: 'GET',
      url: `/api/public/contracts/${encodeURIComponent(token)}/pdf`,
    });
    expect(clientPdf.statusCode).toBe(200);
    expect(clientPdf.rawPayload.equals(download.pdf)).toBe(true);
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Signed: Portrait agreement'));
    const recipients = mails.map((mail) => mail.toAddress);
    expect(recipients).toContain(setup.clientEmail);
    expect(recipients).toContain(setup.owner.email);
    const attached = mails.find((mail) => mail.toAddress === setup.clientEmail)!.attachments;
    expect(attached[0]!.filename).toBe('Portrait agreement.pdf');
    expect(Buffer.from(attached[0]!.content, 'base64').equals(download.pdf)).toBe(true);

    // Altering one byte of the signed file breaks the seal.
    const altered = Buffer.from(download.pdf);
    const at = altered.indexOf('Portrait agreement');
    altered[at] = altered[at]! ^ 1;
    expect(verifySealedPdf(altered).isValid).toBe(false);

    const manage = await app.inject({
      method: 'GET',
      url: `/api/public/bookings/${encodeURIComponent(app.deps.signedTokens.manageToken(setup.orderId))}/contracts`,
    });
    expect(manage.json<TBookingContract[]>()).toEqual([
      { name: 'Portrait agreement', state: 'COMPLETED', token, isToSign: false, isPdfReady: true },
    ]);
    // The contact page lists it too, with its shoot.
    const shoot = await setup.api.get<{ customer: { id: string } }>(`/api/orders/${setup.orderId}`);
    const contact = await setup.api.get<TContactContract[]>(
      `/api/customers/${shoot.body.customer.id}/contracts`,
    );
    expect(contact.body).toEqual([
      expect.objectContaining({
        id: setup.contract.id,
        orderId: setup.orderId,
        name: 'Portrait agreement',
        state: 'COMPLETED',
      }),
    ]);
  });

  it('keeps what was sent when the template changes later', async () => {
    const setup = await shootWithContract();
    const sent = await send(setup);
    const edited = await setup.api.put(`/api/contract-templates/${setup.templateId}`, {
      name: 'Portrait agreement',
      content: '<p>Entirely new terms</p>',
      isPrivate: false,
    });
    expect(edited.status).toBe(200);
    const detail = await setup.api.get<TShootContractDetail>(contractUrl(setup));
    expect(detail.body.content).toContain('Between');
    expect(detail.body.content).not.toContain('Entirely new terms');
    expect(detail.body.contentSha256).toBe(sent.contentSha256);
  });

  it('adds the signing link to an email written without it', async () => {
    const setup = await shootWithContract();
    const res = await setup.api.post<TShootContract>(contractUrl(setup, '/send'), {
      subject: 'Your paperwork',
      content: '<p>Here is the agreement we talked about.</p>',
    });
    expect(res.status).toBe(200);
    const [mail] = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, setup.clientEmail),
          eq(emailOutbox.subject, 'Your paperwork'),
        ),
      );
    expect(mail!.text).toContain('Here is the agreement we talked about.');
    expect(mail!.text).toContain('Read and sign the contract here:');
    const token = await tokenFromEmail(setup.clientEmail);
    expect(app.deps.signedTokens.contractIdOf(token)).toBe(setup.contract.id);
  });

  it('refuses a signature for content other than what was sent', async () => {
    const setup = await shootWithContract();
    await send(setup);
    const token = await tokenFromEmail(setup.clientEmail);
    const stale = await publicSign(token, signature('0'.repeat(64)));
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(messages.contractChanged);
    expect((await contractOf(setup)).state).not.toBe('CLIENT_SIGNED');
  });

  it('records exactly one signature when two tabs sign at once', async () => {
    const setup = await shootWithContract();
    await send(setup);
    const token = await tokenFromEmail(setup.clientEmail);
    const { contentSha256 } = (await publicGet(token)).body;
    const drawn = await drawnSignatureDataUrl();
    const answers = await Promise.all([
      publicSign(token, signature(contentSha256)),
      publicSign(
        token,
        signature(contentSha256, { signature: { kind: 'drawn', pngDataUrl: drawn } }),
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.detail).toBe(
      messages.contractAlreadySigned,
    );
    const contract = await contractOf(setup);
    expect(contract.events.filter((event) => event.type === 'CLIENT_SIGNED')).toHaveLength(1);
    const again = await publicSign(token, signature(contentSha256));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.contractAlreadySigned);
  });

  it('needs consent and a readable signature', async () => {
    const setup = await shootWithContract();
    await send(setup);
    const token = await tokenFromEmail(setup.clientEmail);
    const { contentSha256 } = (await publicGet(token)).body;
    const noConsent = await publicSign(token, signature(contentSha256, { consent: false }));
    expect(noConsent.status).toBe(400);
    expect(JSON.stringify(noConsent.body)).toContain(messages.contractConsentRequired);
    const notPng = await publicSign(
      token,
      signature(contentSha256, {
        signature: { kind: 'drawn', pngDataUrl: 'data:image/png;base64,AAAA' },
      }),
    );
    expect(notPng.status).toBe(400);
    expect(JSON.stringify(notPng.body)).toContain(messages.contractSignatureImage);
    expect((await contractOf(setup)).state).toBe('VIEWED');
  });
});

describe('links and voiding', () => {
  it('signs only the contract its link names', async () => {
    const first = await shootWithContract();
    const second = await shootWithContract();
    await send(first);
    await send(second);
    const token = await tokenFromEmail(first.clientEmail);
    // Another contract's id under this link's signature is not a link that was given out.
    const forged = `${second.contract.id}.${token.split('.')[1]}`;
    const res = await publicGet(forged);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(messages.contractLinkInvalid);
    const signed = await publicSign(forged, signature('a'.repeat(64)));
    expect(signed.status).toBe(404);
    expect((await contractOf(second)).state).toBe('SENT');
  });

  it('answers a voided contract as voided, and a new copy can be sent and signed', async () => {
    const setup = await shootWithContract();
    await send(setup);
    const token = await tokenFromEmail(setup.clientEmail);
    const { contentSha256 } = (await publicGet(token)).body;
    const voided = await setup.api.post<TShootContract>(contractUrl(setup, '/void'), {});
    expect(voided.status).toBe(200);
    expect(voided.body.state).toBe('VOIDED');
    const page = await publicGet(token);
    expect(page.body.state).toBe('VOIDED');
    expect(page.body.content).toBe('');
    const late = await publicSign(token, signature(contentSha256));
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(messages.contractVoided);

    const copy = await setup.api.post<TShootContract>(`/api/orders/${setup.orderId}/contracts`, {
      contractTemplateId: setup.templateId,
    });
    expect(copy.status).toBe(200);
    expect(copy.body.state).toBe('NOT_SENT');
    const next = { ...setup, contract: copy.body };
    await send(next);
    const newToken = app.deps.signedTokens.contractToken(copy.body.id);
    const newPage = await publicGet(newToken);
    expect((await publicSign(newToken, signature(newPage.body.contentSha256))).status).toBe(200);
    const list = await setup.api.get<TShootContract[]>(`/api/orders/${setup.orderId}/contracts`);
    expect(list.body.map((contract) => contract.state)).toEqual(['VOIDED', 'CLIENT_SIGNED']);
  });

  it('removes a contract not sent yet for good, and refuses to remove a sent one', async () => {
    const setup = await shootWithContract();
    const notSent = await setup.api.post(contractUrl(setup, '/void'), {});
    expect(notSent.status).toBe(409);
    expect(notSent.body.detail).toBe(messages.contractNotSent);
    const removed = await app.inject({
      method: 'DELETE',
      url: contractUrl(setup),
      headers: setup.owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const list = await setup.api.get<TShootContract[]>(`/api/orders/${setup.orderId}/contracts`);
    expect(list.body).toEqual([]);

    const other = await shootWithContract();
    await send(other);
    const refused = await app.inject({
      method: 'DELETE',
      url: contractUrl(other),
      headers: other.owner.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(messages.contractAlreadySent);
  });

  it("answers 404 for another business's shoot or contract", async () => {
    const setup = await shootWithContract();
    const stranger = await createOwner(app);
    const strangerApi = apiClient(app, stranger);
    expect((await strangerApi.get(`/api/orders/${setup.orderId}/contracts`)).status).toBe(404);
    const other = await shootWithContract();
    const crossed = await setup.api.post(
      `/api/orders/${setup.orderId}/contracts/${other.contract.id}/send`,
      {},
    );
    expect(crossed.status).toBe(404);
    expect((await contractOf(other)).state).toBe('NOT_SENT');
  });
});

describe('countersigning', () => {
  it('waits for the photographer, who signs with the adopted signature', async () => {
    const setup = await shootWithContract();
    const on = await app.inject({
      method: 'POST',
      url: '/api/options/countersign-contracts',
      headers: setup.owner.headers,
    });
    expect(on.statusCode).toBe(204);
    const sent = await send(setup);
    expect(sent.isCountersignRequired).toBe(true);
    const token = await tokenFromEmail(setup.clientEmail);
    const { contentSha256 } = (await publicGet(token)).body;
    const drawn = await drawnSignatureDataUrl();
    const signed = await publicSign(
      token,
      signature(contentSha256, { signature: { kind: 'drawn', pngDataUrl: drawn } }),
    );
    expect(signed.body.isAwaitingCountersign).toBe(true);
    await sealDueContracts(app.deps);
    expect((await contractOf(setup)).state).toBe('CLIENT_SIGNED');
    const counts = await setup.api.get<TContractCounts>('/api/orders/contracts/count');
    expect(counts.body).toEqual({
      awaitingClient: 0,
      awaitingCountersign: 1,
      sealingFailed: 0,
      completed: 0,
    });

    const early = await setup.api.post(contractUrl(setup, '/countersign'), {});
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(messages.contractSignatureNotAdopted);
    const adopted = await setup.api.put('/api/account/signature', {
      fullName: 'Pat Photographer',
      signature: { kind: 'typed', name: 'Pat Photographer' },
    });
    expect(adopted.status).toBe(200);
    const countersigned = await setup.api.post<TShootContract>(
      contractUrl(setup, '/countersign'),
      {},
    );
    expect(countersigned.status).toBe(200);
    expect(countersigned.body.state).toBe('COUNTERSIGNED');
    const twice = await setup.api.post(contractUrl(setup, '/countersign'), {});
    expect(twice.status).toBe(409);

    await sealDueContracts(app.deps);
    const done = await contractOf(setup);
    expect(done.state).toBe('COMPLETED');
    const text = (await pdfPagesText((await ownerPdf(setup)).pdf)).join('\n');
    expect(text).toContain('Ada Client');
    expect(text).toContain('Pat Photographer');
  });
});

describe('a workflow contract task', () => {
  it('sends the shoot’s contracts when it is due, and says so when there is none', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const workflow = await api.post<{ id: string }>('/api/flow-task-list-templates', {
      name: 'With contract',
      tasks: [
        {
          name: 'Send the contract',
          type: 'SEND_CONTRACT',
          isAuto: true,
          group: 'SHOOT',
          dependency: 'IMMEDIATELY_AT',
          relativeTo: 'BOOKED_TIME',
          intervalUnit: 'DAYS',
        },
      ],
    });
    expect(workflow.status).toBe(201);
    const template = await api.post<{ id: string }>('/api/contract-templates', {
      name: 'Wedding contract',
      content: '<p>Terms for [Client Full Name]</p>',
    });
    const service = await createShootService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    await api.patch(`/api/services/${service.id}/flow-task-list-template`, {
      flowTaskListTemplateId: workflow.body.id,
    });
    const withContract = await createShoot(app, owner, {
      serviceId: service.id,
      request: { isSendEmail: true },
    });
    await api.post(`/api/services/${service.id}/service-contract`, {
      contractTemplateId: template.body.id,
    });
    await sendDueEmails(app);
    const [sent] = await api
      .get<TShootContract[]>(`/api/orders/${withContract.order.orderId}/contracts`)
      .then((res) => res.body);
    expect(sent?.state).toBe('SENT');
    const token = await tokenFromEmail(withContract.order.email);
    expect((await publicGet(token)).body.name).toBe('Wedding contract');
    const tasks = await api.get<TFlowTaskList>(
      `/api/flow-tasks/orders/${withContract.order.orderId}`,
    );
    const task = tasks.body.tasks.find((one) => one.type === 'SEND_CONTRACT');
    expect(task?.status).toBe('COMPLETE');

    await api.delete(
      `/api/services/${service.id}/service-contract?contractTemplateId=${template.body.id}`,
    );
    const without = await createShoot(app, owner, {
      serviceId: service.id,
      request: { isSendEmail: true },
    });
    await sendDueEmails(app);
    const after = await api.get<TFlowTaskList>(`/api/flow-tasks/orders/${without.order.orderId}`);
    const failed = after.body.tasks.find((one) => one.type === 'SEND_CONTRACT');
    expect(failed?.status).toBe('INCOMPLETE');
    expect(failed?.email?.reason).toBe(messages.flowTaskNoContracts);
  });
});

describe('sealing failures', () => {
  it('shows why on the shoot, retries, gives up, and starts again on Retry', async () => {
    const setup = await shootWithContract();
    await send(setup);
    const token = await tokenFromEmail(setup.clientEmail);
    const { contentSha256 } = (await publicGet(token)).body;
    // The stored content no longer matches what the client signed: the PDF must refuse it.
    await app.deps.db
      .update(shootContracts)
      .set({ content: '<p>Tampered</p>' })
      .where(eq(shootContracts.id, setup.contract.id));
    await publicSign(token, signature(contentSha256));
    await sealDueContracts(app.deps);
    const first = await contractOf(setup);
    expect(first.state).toBe('CLIENT_SIGNED');
    expect(first.sealing?.status).toBe('WAITING');
    expect(first.sealing?.attempts).toBe(1);
    expect(first.sealing?.error).toBeTruthy();
    expect(first.events.at(-1)?.type).toBe('SEAL_FAILED');

    const future = new Date(Date.now() + 24 * 60 * 60_000);
    for (let round = 0; round < 6; round += 1) await sealDueContracts(app.deps, { now: future });
    const gaveUp = await contractOf(setup);
    expect(gaveUp.sealing?.status).toBe('FAILED');
    const counts = await setup.api.get<TContractCounts>('/api/orders/contracts/count');
    expect(counts.body.sealingFailed).toBe(1);
    expect((await ownerPdf(setup)).status).toBe(404);

    const retried = await setup.api.post<TShootContract>(contractUrl(setup, '/seal'), {});
    expect(retried.status).toBe(200);
    expect(retried.body.sealing?.status).toBe('WAITING');
    expect(retried.body.sealing?.attempts).toBe(0);
  });
});
