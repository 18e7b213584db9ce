// Two sealer instances on PostgreSQL, each with its own pool, take the same signed contracts at
// once: every contract is sealed exactly once (one document, one SEALED event, one email to each
// party) and none is left (PostgreSQL only: PGlite has one connection, so nothing there runs
// concurrently).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TPublicContract, TShootContract } from '@studio/shared/contracts/contracts';
import { buildApp } from '../../app.ts';
import { apiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { testConfig } from '../../test/harness.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { contractDocuments, contractEvents, shootContracts } from './schema.ts';
import { sealDueContracts } from './sealing-queue.ts';

const CONTRACTS = 8;

let own: OwnDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  own = await createOwnDatabase(inject('testDatabaseUrl'));
  app = await buildApp(testConfig(), { database: own.handle });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await own.drop();
});

/** A shoot's contract sent and signed by the client through the API; answers its id. */
async function signedContract(owner: Awaited<ReturnType<typeof createOwner>>, templateId: string) {
  const api = apiClient(app, owner);
  const { order, service } = await createShoot(app, owner);
  await api.post(`/api/services/${service.id}/service-contract`, {
    contractTemplateId: templateId,
  });
  const [contract] = (await api.get<TShootContract[]>(`/api/orders/${order.orderId}/contracts`))
    .body;
  await api.post(`/api/orders/${order.orderId}/contracts/${contract!.id}/send`, {});
  const token = encodeURIComponent(app.deps.signedTokens.contractToken(contract!.id));
  const page = await app.inject({ method: 'GET', url: `/api/public/contracts/${token}` });
  const signed = await app.inject({
    method: 'POST',
    url: `/api/public/contracts/${token}/sign`,
    payload: {
      fullName: order.fullName,
      signature: { kind: 'typed', name: order.fullName },
      contentSha256: page.json<TPublicContract>().contentSha256,
      consent: true,
    },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return contract!.id;
}

describe('two sealer instances', () => {
  it('seal each signed contract exactly once', async () => {
    const owner = await createOwner(app);
    const template = await apiClient(app, owner).post<{ id: string }>('/api/contract-templates', {
      name: 'Session agreement',
      content: '<p>Terms for [Client Full Name]</p>',
    });
    const ids: string[] = [];
    for (let index = 0; index < CONTRACTS; index += 1) {
      ids.push(await signedContract(owner, template.body.id));
    }
    const second = await own.secondHandle();
    const deps = (db: typeof app.deps.db) => ({ db, box: app.deps.box, config: app.deps.config });
    const [first, other] = await Promise.all([
      sealDueContracts(deps(app.deps.db)),
      sealDueContracts(deps(second.db)),
    ]);
    expect(first + other).toBe(CONTRACTS);

    const states = await app.deps.db
      .select({ state: shootContracts.state })
      .from(shootContracts)
      .where(inArray(shootContracts.id, ids));
    expect(states.every((row) => row.state === 'COMPLETED')).toBe(true);
    const documents = await app.deps.db
      .select({ id: contractDocuments.contractId })
      .from(contractDocuments)
      .where(inArray(contractDocuments.contractId, ids));
    expect(documents).toHaveLength(CONTRACTS);
    const sealedEvents = await app.deps.db
      .select({ id: contractEvents.contractId })
      .from(contractEvents)
      .where(and(eq(contractEvents.type, 'SEALED'), inArray(contractEvents.contractId, ids)));
    expect(sealedEvents).toHaveLength(CONTRACTS);
    const mails = await app.deps.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Signed: Session agreement'));
    // The client and the business, once each per contract.
    expect(mails).toHaveLength(CONTRACTS * 2);
  });
});
