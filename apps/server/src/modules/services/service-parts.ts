// What other modules keep below a service: its dates and slots (scheduling), its packages and
// add-ons (packages) and its attached contracts (contract templates). Services is the lower
// module and imports none of them: each implements its group of ServiceParts in its own
// service-parts.ts, and buildApp hands the three in with registerServiceParts before any route
// runs. The edit aggregate, the list's next date, the summary, delete and duplicate reach those
// rows only through serviceParts().
import type { SQL } from 'drizzle-orm';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import type { TServiceDateMonth } from '@studio/shared/services/contracts';
import type { TSlotCounts } from '@studio/shared/services/requests';
import type { Executor } from '../../db/client.ts';

export type ServiceRef = { businessId: string; serviceId: string };

/** Copies one service's rows onto another service of the same business, in the caller's transaction. */
export type CopyServiceRows = { businessId: string; fromServiceId: string; toServiceId: string };

export type ServiceScheduleParts = {
  listDateMonths(executor: Executor, ref: ServiceRef): Promise<TServiceDateMonth[]>;
  /**
   * The first date on or after `today` (YYYY-MM-DD in the business time zone) of the service
   * whose id is `serviceId` (a column of the enclosing query), as a correlated subquery: a page
   * of services stays one query.
   */
  nextDateSql(input: { serviceId: SQL; today: SQL | string }): SQL<string | null>;
  /** Whether any of `serviceIds` (a subquery of the business's services) has a date on or after `today`. */
  hasDateOnOrAfter(
    executor: Executor,
    input: { businessId: string; serviceIds: SQL; today: SQL | string },
  ): Promise<boolean>;
  countSlotsByStatus(
    executor: Executor,
    ref: ServiceRef,
  ): Promise<TSlotCounts & { keptShoots: number }>;
  /** Dates of the service, and how many of them hold a booked or shot slot (and so would stay). */
  countDates(executor: Executor, ref: ServiceRef): Promise<{ total: number; kept: number }>;
  /** What goes with a deleted service, in its transaction: open and held slots, empty dates. */
  removeOpenSlotsAndEmptyDates(tx: Executor, ref: ServiceRef): Promise<void>;
  copy(tx: Executor, input: CopyServiceRows): Promise<{ dates: number; slots: number }>;
};

export type ServicePricingParts = {
  listPackages(executor: Executor, ref: ServiceRef): Promise<TPackage[]>;
  listAddons(executor: Executor, ref: ServiceRef): Promise<TAddon[]>;
  count(executor: Executor, ref: ServiceRef): Promise<{ packages: number; addons: number }>;
  copy(tx: Executor, input: CopyServiceRows): Promise<{ packages: number; addons: number }>;
};

export type ServiceContractParts = {
  listServiceContracts(executor: Executor, ref: ServiceRef): Promise<TServiceContract[]>;
  count(executor: Executor, ref: ServiceRef): Promise<{ contracts: number }>;
  copy(tx: Executor, input: CopyServiceRows): Promise<{ contracts: number }>;
};

export type ServiceParts = {
  schedule: ServiceScheduleParts;
  pricing: ServicePricingParts;
  contracts: ServiceContractParts;
};

let registered: ServiceParts | undefined;

/** Called once by buildApp, with each group from the module that owns its tables. */
export function registerServiceParts(parts: ServiceParts): void {
  registered = parts;
}

export function serviceParts(): ServiceParts {
  if (!registered) throw new Error('Service parts are not registered: buildApp registers them');
  return registered;
}
