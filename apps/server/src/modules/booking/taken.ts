// A time someone else took (or a hold that ran out): 409 with the nearest free times, so the page
// can offer them at once (ZTakenProblem). The refusing code only says which time was refused; the
// alternatives are read once, at the route, after the refusing transaction ended.
import type { TPublicTime } from '@studio/shared/booking/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findServiceSlot } from '../scheduling/holds.ts';
import { nearestFreeTimes } from './availability.ts';
import { slotIdOfHoldToken } from './hold-tokens.ts';
import type { PublicTarget } from './public-service.ts';

export class TakenError extends AppError {
  /** The refused time, when the refusing code knows it. */
  readonly near: Date | null;

  constructor(message: string, near: Date | null = null) {
    super('CONFLICT', message);
    this.name = 'TakenError';
    this.near = near;
  }
}

/**
 * Up to six free times to offer instead: near the refused time, else near the time the client's
 * hold token names (when it is a slot of this service), else from now.
 */
export async function alternativesTo(
  db: Database,
  target: PublicTarget,
  error: TakenError,
  request: { holdToken?: string; packageId?: string | null },
): Promise<TPublicTime[]> {
  let near = error.near;
  const slotId = request.holdToken ? slotIdOfHoldToken(request.holdToken) : null;
  if (!near && slotId) {
    const held = await findServiceSlot(db, {
      businessId: target.business.id,
      serviceId: target.service.id,
      slotId,
    });
    near = held?.startTime ?? null;
  }
  return nearestFreeTimes(db, target, { near: near ?? new Date(), packageId: request.packageId });
}
