// The contract-templates module's part of a service (see services/service-parts.ts): the
// contracts attached to it as the service edit page, summary and duplicate need them.
import { and, count as countRows, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertChunked } from '../../db/copy-rows.ts';
import type {
  CopyServiceRows,
  ServiceContractParts,
  ServiceRef,
} from '../services/service-parts.ts';
import { serviceContracts } from './schema.ts';
import { listServiceContracts } from './service.ts';

function ofService(ref: ServiceRef) {
  return and(
    eq(serviceContracts.businessId, ref.businessId),
    eq(serviceContracts.serviceId, ref.serviceId),
  );
}

async function count(executor: Executor, ref: ServiceRef) {
  const [row] = await executor
    .select({ contracts: countRows() })
    .from(serviceContracts)
    .where(ofService(ref));
  return { contracts: row?.contracts ?? 0 };
}

/** The attachments in their order. */
async function copy(tx: Executor, input: CopyServiceRows) {
  const contractRows = await tx
    .select()
    .from(serviceContracts)
    .where(ofService({ businessId: input.businessId, serviceId: input.fromServiceId }));
  await insertChunked(contractRows, (chunk) =>
    tx.insert(serviceContracts).values(
      chunk.map((row) => ({
        businessId: input.businessId,
        serviceId: input.toServiceId,
        contractTemplateId: row.contractTemplateId,
        sortIndex: row.sortIndex,
      })),
    ),
  );
  return { contracts: contractRows.length };
}

export const serviceContractParts: ServiceContractParts = { listServiceContracts, count, copy };
