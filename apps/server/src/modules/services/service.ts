// Services: create, the edit aggregate, changes to one service, and delete.
// Every function takes the tenant first and scopes every query by it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TService } from '@studio/shared/services/contracts';
import type { TServiceAffect, TServiceKind, TTaxRequest } from '@studio/shared/services/requests';
import { messages } from '@studio/shared/messages';
import { preparedFor } from '../../db/prepared.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText, richTextToPlainText } from '../../platform/sanitize.ts';
import { col } from '../../db/qualified-column.ts';
import type { Storage } from '../../platform/file-storage.ts';
import { findBusinessFiles } from '../../platform/storage/file-queries.ts';
import { businessTimeZoneSql, businessTodaySql } from '../businesses/time-zone-queries.ts';
import type { ServiceRow } from './lookup.ts';
import { presentService } from './presenter.ts';
import { services } from './schema.ts';
import { serviceParts } from './service-parts.ts';
import { insertService } from './service-numbering.ts';

export type ServiceTarget = { businessId: string; serviceId: string };
type ServiceChanges = Partial<
  Pick<
    typeof services.$inferInsert,
    | 'name'
    | 'color'
    | 'note'
    | 'description'
    | 'durationMinutes'
    | 'bufferMinutes'
    | 'expiryMonths'
    | 'gallery'
    | 'feeCollectionMethod'
    | 'paymentSchedule'
    | 'isPrivate'
    | 'isPaused'
    | 'taxMode'
    | 'taxRateBps'
  >
>;

export async function createService(
  db: Database,
  input: { businessId: string; name: string; kind: TServiceKind },
): Promise<ServiceRow> {
  return db.transaction((tx) =>
    insertService(tx, { businessId: input.businessId, name: input.name, kind: input.kind }),
  );
}

/**
 * GET /api/services/edit/{id}: the service with its dates and slots (scheduling), packages and
 * add-ons (packages) and attached contracts (contract templates), each from its own module.
 */
export async function getServiceForEdit(db: Database, target: ServiceTarget): Promise<TService> {
  const { schedule, pricing, contracts } = serviceParts();
  // All five reads at once (on a pool they run side by side); each is scoped by the business,
  // so another business's id finds nothing and answers 404 below.
  const [[found], dateMonths, packages, addons, serviceContractTemplates] = await Promise.all([
    serviceForEditQuery(db).execute(target),
    schedule.listDateMonths(db, target),
    pricing.listPackages(db, target),
    pricing.listAddons(db, target),
    contracts.listServiceContracts(db, target),
  ]);
  if (!found) throw AppError.notFound(messages.serviceNotFound);
  return presentService(
    { ...found.service, nextDate: found.nextDate },
    { timeZone: found.timeZone, dateMonths, packages, addons, serviceContractTemplates },
  );
}

const serviceForEditQuery = preparedFor((executor) =>
  executor
    .select({
      service: services,
      timeZone: businessTimeZoneSql(sql.placeholder('businessId')),
      nextDate: serviceParts().schedule.nextDateSql({
        serviceId: col(services, services.id),
        today: businessTodaySql(sql.placeholder('businessId')),
      }),
    })
    .from(services)
    .where(
      and(
        eq(services.id, sql.placeholder('serviceId')),
        eq(services.businessId, sql.placeholder('businessId')),
        isNull(services.deletedAt),
      ),
    )
    .limit(1)
    .prepare('service_for_edit'),
);

/** Applies the changes to the tenant's live service, or answers 404. */
async function changeService(
  executor: Executor,
  target: ServiceTarget,
  changes: ServiceChanges,
): Promise<void> {
  const [row] = await executor
    .update(services)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(services.id, target.serviceId),
        eq(services.businessId, target.businessId),
        isNull(services.deletedAt),
      ),
    )
    .returning({ id: services.id });
  if (!row) throw AppError.notFound(messages.serviceNotFound);
}

/**
 * PUT /api/services/{id}: the given fields change, the rest stay. A new name keeps the slug, so
 * links the photographer already shared keep working.
 */
export async function updateService(
  db: Database,
  target: ServiceTarget & {
    changes: Pick<
      ServiceChanges,
      'name' | 'color' | 'note' | 'durationMinutes' | 'bufferMinutes' | 'expiryMonths'
    >;
  },
): Promise<void> {
  const { changes } = target;
  await changeService(db, target, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.color !== undefined ? { color: changes.color } : {}),
    ...(changes.note !== undefined ? { note: changes.note } : {}),
    ...(changes.durationMinutes !== undefined ? { durationMinutes: changes.durationMinutes } : {}),
    ...(changes.bufferMinutes !== undefined ? { bufferMinutes: changes.bufferMinutes } : {}),
    ...(changes.expiryMonths !== undefined ? { expiryMonths: changes.expiryMonths } : {}),
  });
}

/** Rich text is cleaned before it is stored; text that shows nothing is stored empty. */
export async function updateDescription(
  db: Database,
  target: ServiceTarget & { description: string },
): Promise<void> {
  const clean = sanitizeRichText(target.description);
  const description = richTextToPlainText(clean) ? clean : '';
  await changeService(db, target, { description });
}

/** Images the owner may show in a gallery: uploaded through /api/upload/image by this business. */
const GALLERY_TYPES = ['image/jpeg', 'image/png'];

/**
 * PUT /api/services/{id}/gallery: the images in the given order. Each id must be an image this
 * business uploaded; anything else is refused with the position it was sent at. Images taken out
 * stay stored: a duplicated service may still show them.
 */
export async function updateGallery(
  { db, storage }: { db: Database; storage: Storage },
  target: ServiceTarget & { fileIds: string[] },
): Promise<void> {
  const rows =
    target.fileIds.length === 0
      ? []
      : await findBusinessFiles(db, {
          businessId: target.businessId,
          fileIds: target.fileIds,
          contentTypes: GALLERY_TYPES,
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = target.fileIds.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw AppError.validation(`fileIds.${missing}`, messages.galleryImageMissing);
  const gallery = target.fileIds.map((id) => {
    const file = byId.get(id);
    if (!file) throw new Error('unreachable: checked above');
    return {
      fileId: file.id,
      url: storage.publicUrl(file.key),
      width: file.width,
      height: file.height,
    };
  });
  await changeService(db, target, { gallery });
}

export async function setFeeCollectionMethod(
  db: Database,
  target: ServiceTarget & { feeCollectionMethod: string },
): Promise<void> {
  await changeService(db, target, { feeCollectionMethod: target.feeCollectionMethod });
}

export async function setPaymentSchedule(
  db: Database,
  target: ServiceTarget & { paymentSchedules: unknown[] },
): Promise<void> {
  await changeService(db, target, { paymentSchedule: target.paymentSchedules });
}

export async function setServiceOptions(
  db: Database,
  target: ServiceTarget & { isPrivate?: boolean | undefined; isPaused?: boolean | undefined },
): Promise<void> {
  await changeService(db, target, {
    ...(target.isPrivate !== undefined ? { isPrivate: target.isPrivate } : {}),
    ...(target.isPaused !== undefined ? { isPaused: target.isPaused } : {}),
  });
}

export async function setNote(db: Database, target: ServiceTarget & { note: string }) {
  await changeService(db, target, { note: target.note });
}

/** A rate only means something when tax applies; with NO_TAX it is cleared. */
export async function setTax(db: Database, target: ServiceTarget & { tax: TTaxRequest }) {
  const { mode, rateBps } = target.tax;
  await changeService(db, target, {
    taxMode: mode,
    taxRateBps: mode === 'NO_TAX' ? null : (rateBps ?? null),
  });
}

/** What deleting the service would remove and keep. */
export async function serviceAffect(
  executor: Executor,
  target: ServiceTarget,
): Promise<TServiceAffect> {
  const { schedule } = serviceParts();
  // Sequential: inside a transaction there is one connection.
  const { keptShoots, ...slots } = await schedule.countSlotsByStatus(executor, target);
  const dates = await schedule.countDates(executor, target);
  return {
    slots,
    removedSlots: slots.AVAILABLE + slots.BOOKING,
    keptSlots: slots.BOOKED + slots.SHOOTED,
    removedDates: dates.total - dates.kept,
    keptDates: dates.kept,
    keptShoots,
  };
}

/**
 * DELETE /api/services/{id}: soft-deletes the service and, in the same transaction, removes its
 * open and held slots and the dates left empty; booked and shot slots (and their shoots) stay.
 * Answers what it removed and kept.
 */
export async function deleteService(db: Database, target: ServiceTarget): Promise<TServiceAffect> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(services.id, target.serviceId),
          eq(services.businessId, target.businessId),
          isNull(services.deletedAt),
        ),
      )
      .returning({ id: services.id });
    if (!row) throw AppError.notFound(messages.serviceNotFound);
    const affect = await serviceAffect(tx, target);
    await serviceParts().schedule.removeOpenSlotsAndEmptyDates(tx, target);
    return affect;
  });
}

/**
 * Removes the named services of the business in the caller's transaction (removing demo data).
 * A service that still carries a booked or shot slot (a shoot made on it that stays) is
 * soft-deleted as DELETE /api/services/{id} does, so the shoot keeps its time; any other goes
 * for real with everything under it (dates, slots, packages, add-ons, contract links, waitlist).
 */
export async function removeServices(
  tx: Executor,
  input: { businessId: string; serviceIds: readonly string[] },
): Promise<void> {
  const { schedule } = serviceParts();
  for (const serviceId of input.serviceIds) {
    const target = { businessId: input.businessId, serviceId };
    const scope = and(eq(services.id, serviceId), eq(services.businessId, input.businessId));
    const { keptShoots } = await schedule.countSlotsByStatus(tx, target);
    if (keptShoots > 0) {
      await tx
        .update(services)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(scope, isNull(services.deletedAt)));
      await schedule.removeOpenSlotsAndEmptyDates(tx, target);
    } else {
      await tx.delete(services).where(scope);
    }
  }
}
