// The contracts a client reads and signs on the booking page before paying: the service's
// templates filled for the client's live hold (see BookingContractPort).
import type { z } from 'zod';
import type { ZBookingContractsRequest } from '@studio/shared/booking/contracts';
import type { TBookingContractDraft } from '@studio/shared/contracts/contracts';
import type { Database } from '../../db/client.ts';
import { packageOfService } from './availability.ts';
import { requireLiveHold } from './checkout.ts';
import { contractFactsOf, type BookingContractPort } from './contract-port.ts';
import type { PublicTarget } from './public-service.ts';

/** POST .../contracts: [] when the service has none; 409 holdExpired when the hold ran out. */
export async function contractDrafts(
  db: Database,
  input: {
    target: PublicTarget;
    request: z.output<typeof ZBookingContractsRequest>;
    contracts: BookingContractPort;
  },
): Promise<TBookingContractDraft[]> {
  const { target, request } = input;
  return db.transaction(async (tx) => {
    const slot = await requireLiveHold(tx, target, request.holdToken);
    const pkg = request.packageId ? await packageOfService(tx, target, request.packageId) : null;
    return input.contracts.drafts(tx, contractFactsOf(target, { client: request, pkg, slot }));
  });
}
