// Stub: the packages engineer replaces this with the real packages and add-ons.
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import type { Executor } from '../../db/client.ts';

export async function listPackages(
  _executor: Executor,
  _input: { businessId: string; serviceId: string },
): Promise<TPackage[]> {
  return [];
}

export async function listAddons(
  _executor: Executor,
  _input: { businessId: string; serviceId: string },
): Promise<TAddon[]> {
  return [];
}
