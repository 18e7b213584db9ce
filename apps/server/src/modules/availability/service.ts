// Availability templates (WEEKDAY or DATE windows with block-off times), the link of
// a full session to one, and the times that session can be booked at.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import {
  computeBookableTimes,
  type BookableTemplate,
} from '@studio/shared/availability/bookable-times';
import { localInstant } from '@studio/shared/availability/local-time';
import type {
  TBookableTimes,
  ZAvailabilityTemplateRequest,
} from '@studio/shared/availability/requests';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { addDays, DAY_MS } from '@studio/shared/scheduling/zoned-time';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { requireService } from '../services/lookup.ts';
import { listBusyRanges } from './busy-ranges.ts';
import { presentTemplate } from './presenter.ts';
import { availabilityTemplates } from './schema.ts';
import { servicesUsingTemplates, setServiceTemplate } from '../services/availability-links.ts';

export type TemplateRequest = z.output<typeof ZAvailabilityTemplateRequest>;
type TemplateTarget = { businessId: string; templateId: string };

function ofTemplate(target: TemplateTarget) {
  return and(
    eq(availabilityTemplates.id, target.templateId),
    eq(availabilityTemplates.businessId, target.businessId),
  );
}

/** Windows in day order and block-offs in time order, so stored JSON reads like the screen. */
function templateValues(request: TemplateRequest) {
  const dayKey = (window: { weekday?: number; date?: string }) =>
    window.date ?? String((window.weekday ?? 0) === 0 ? 7 : window.weekday);
  const windows = [...request.windows].sort(
    (a, b) => dayKey(a).localeCompare(dayKey(b)) || a.start.localeCompare(b.start),
  );
  const blockOffs = [...request.blockOffs].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start),
  );
  return { name: request.name, type: request.type, windows, blockOffs };
}

export async function listTemplates(
  db: Database,
  input: { businessId: string },
): Promise<TAvailabilityTemplate[]> {
  const rows = await db
    .select()
    .from(availabilityTemplates)
    .where(eq(availabilityTemplates.businessId, input.businessId))
    .orderBy(asc(availabilityTemplates.name), asc(availabilityTemplates.createdAt));
  const usedBy = await servicesUsingTemplates(db, {
    businessId: input.businessId,
    templateIds: rows.map((row) => row.id),
  });
  return rows.map((row) => presentTemplate(row, usedBy.get(row.id) ?? []));
}

async function findTemplateRow(executor: Executor, target: TemplateTarget, lock = false) {
  const query = executor.select().from(availabilityTemplates).where(ofTemplate(target)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(messages.availabilityTemplateNotFound);
  return row;
}

async function withUsers(
  executor: Executor,
  target: TemplateTarget,
  row: Awaited<ReturnType<typeof findTemplateRow>>,
) {
  const usedBy = await servicesUsingTemplates(executor, {
    businessId: target.businessId,
    templateIds: [row.id],
  });
  return presentTemplate(row, usedBy.get(row.id) ?? []);
}

/** The tenant's template, or 404: another business's id never answers. */
export async function getTemplate(
  db: Database,
  target: TemplateTarget,
): Promise<TAvailabilityTemplate> {
  return withUsers(db, target, await findTemplateRow(db, target));
}

/** Throws 404 unless the template is the tenant's (the routes check this before the body). */
export async function requireTemplate(db: Database, target: TemplateTarget): Promise<void> {
  await findTemplateRow(db, target);
}

export async function createTemplate(
  db: Database,
  input: { businessId: string; request: TemplateRequest },
): Promise<TAvailabilityTemplate> {
  const [row] = await db
    .insert(availabilityTemplates)
    .values({ businessId: input.businessId, ...templateValues(input.request) })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return presentTemplate(row, []);
}

/** Replaces the whole template (its type may change); linked services keep the link. */
export async function updateTemplate(
  db: Database,
  input: TemplateTarget & { request: TemplateRequest },
): Promise<TAvailabilityTemplate> {
  const [row] = await db
    .update(availabilityTemplates)
    .set({ ...templateValues(input.request), updatedAt: new Date() })
    .where(ofTemplate(input))
    .returning();
  if (!row) throw AppError.notFound(messages.availabilityTemplateNotFound);
  return withUsers(db, input, row);
}

/**
 * Deletes a template no service uses. A template in use is refused, naming the services: quietly
 * unlinking would leave those sessions with nothing to book.
 */
export async function deleteTemplate(db: Database, target: TemplateTarget): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders this against a concurrent link (which locks the row FOR SHARE).
    await findTemplateRow(tx, target, true);
    const users = await servicesUsingTemplates(tx, {
      businessId: target.businessId,
      templateIds: [target.templateId],
    });
    const names = (users.get(target.templateId) ?? []).map((service) => `“${service.name}”`);
    if (names.length > 0) {
      throw new AppError('CONFLICT', messages.availabilityTemplateInUse(names.join(', ')));
    }
    await tx.delete(availabilityTemplates).where(ofTemplate(target));
  });
}

/** Links a full session or bundle to one of the tenant's templates, or unlinks it (null). */
export async function linkTemplate(
  db: Database,
  input: { businessId: string; serviceId: string; availabilityTemplateId: string | null },
): Promise<{ serviceId: string; availabilityTemplateId: string | null }> {
  const service = await requireService(db, input);
  const templateId = input.availabilityTemplateId;
  if (templateId !== null && service.kind === serviceKinds.MINI_SESSION) {
    throw AppError.validation('availabilityTemplateId', messages.availabilityForSessions);
  }
  await db.transaction(async (tx) => {
    if (templateId !== null) {
      const [row] = await tx
        .select({ id: availabilityTemplates.id })
        .from(availabilityTemplates)
        .where(ofTemplate({ businessId: input.businessId, templateId }))
        .for('share');
      if (!row) throw AppError.notFound(messages.availabilityTemplateNotFound);
    }
    await setServiceTemplate(tx, { ...input, availabilityTemplateId: templateId });
  });
  return { serviceId: input.serviceId, availabilityTemplateId: templateId };
}

/**
 * The times the service can be booked at between two local dates (both included): the linked
 * template's windows, the service's duration and buffer, the business's busy ranges and time zone.
 * No template linked: no times.
 */
export async function bookableTimes(
  db: Database,
  input: { businessId: string; serviceId: string; from: string; to: string; now: Date },
): Promise<TBookableTimes> {
  const service = await requireService(db, input);
  const business = await findBusiness(db, { businessId: input.businessId });
  const timeZone = business.timeZone;
  const answer: TBookableTimes = {
    serviceId: service.id,
    timeZone,
    availabilityTemplateId: service.availabilityTemplateId,
    durationMinutes: service.durationMinutes,
    bufferMinutes: service.bufferMinutes,
    from: input.from,
    to: input.to,
    startTimes: [],
  };
  if (!service.availabilityTemplateId) return answer;
  const [template] = await db
    .select()
    .from(availabilityTemplates)
    .where(ofTemplate({ businessId: input.businessId, templateId: service.availabilityTemplateId }))
    .limit(1);
  if (!template) return answer;
  const presented = presentTemplate(template, []);
  // Busy ranges that could reach into the range, buffer included; a day either side is plenty.
  const start = new Date(localInstant(input.from, '00:00:00', timeZone) - DAY_MS);
  const end = new Date(localInstant(addDays(input.to, 1), '00:00:00', timeZone) + DAY_MS);
  const busy = await listBusyRanges(db, {
    businessId: input.businessId,
    start,
    end,
    now: input.now,
  });
  answer.startTimes = computeBookableTimes({
    template: presented,
    from: input.from,
    to: input.to,
    timeZone,
    duration: service.durationMinutes,
    buffer: service.bufferMinutes,
    busy,
    now: input.now,
  });
  return answer;
}

/** The windows and block-offs of one of the tenant's templates (public booking), or null. */
export async function bookableTemplate(
  executor: Executor,
  input: { businessId: string; templateId: string },
): Promise<BookableTemplate | null> {
  const [template] = await executor
    .select()
    .from(availabilityTemplates)
    .where(ofTemplate(input))
    .limit(1);
  return template ? presentTemplate(template, []) : null;
}
