// Stub: the scheduling engineer replaces this with the real service dates and slots.
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type { Executor } from '../../db/client.ts';

export async function listServiceDates(
  _executor: Executor,
  _input: { businessId: string; serviceId: string; timeZone: string },
): Promise<TServiceDate[]> {
  return [];
}
