// The DEMO_DATA option: the ids of the sample rows a business loaded to explore the app. Kept with
// the options it is stored in, so that whoever must treat demo rows apart (the checklist, the
// removal, the public booking pages) reads it from here.
import { DEMO_DATA, ZDemoDataValue, type TDemoDataValue } from '@studio/shared/options/contracts';
import type { Executor } from '../../db/client.ts';
import { readOptionValue } from './service.ts';

/** The business's demo-data record; null when none is loaded (or the stored value is not one). */
export async function readDemoData(
  executor: Executor,
  input: { businessId: string },
): Promise<TDemoDataValue | null> {
  const parsed = ZDemoDataValue.safeParse(
    await readOptionValue(executor, { businessId: input.businessId, name: DEMO_DATA }),
  );
  return parsed.success ? parsed.data : null;
}

/** Whether the service is one of the business's demo samples. */
export async function isDemoService(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<boolean> {
  const demo = await readDemoData(executor, input);
  return demo?.serviceIds.includes(input.serviceId) ?? false;
}
