// Stub: the contracts engineer replaces this with the real contract templates.
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import type { Executor } from '../../db/client.ts';

export async function listServiceContracts(
  _executor: Executor,
  _input: { businessId: string; serviceId: string },
): Promise<TServiceContract[]> {
  return [];
}
