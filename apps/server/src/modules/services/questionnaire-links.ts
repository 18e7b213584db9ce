// The service columns the questionnaires module sets and reads (booking_questionnaire_template_id,
// inquiry_template_id, is_after_booking_questionnaire, allow_client_changes,
// client_change_notice_hours): the services module owns the table, so the writes live here and
// the questionnaires module calls them.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { services } from './schema.ts';

type ServiceTarget = { businessId: string; serviceId: string };

/** How many live services of the business use each template (as either questionnaire). */
export async function serviceCountsOf(
  executor: Executor,
  input: { businessId: string; templateIds: string[] },
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (input.templateIds.length === 0) return counts;
  const rows = await executor
    .select({
      bookingId: services.bookingQuestionnaireTemplateId,
      inquiryId: services.inquiryTemplateId,
    })
    .from(services)
    .where(
      and(
        eq(services.businessId, input.businessId),
        isNull(services.deletedAt),
        or(
          inArray(services.bookingQuestionnaireTemplateId, input.templateIds),
          inArray(services.inquiryTemplateId, input.templateIds),
        ),
      ),
    );
  for (const row of rows) {
    const used = new Set([row.bookingId, row.inquiryId]);
    for (const id of used) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Every service of the business (deleted ones too) stops using the template. */
export async function detachTemplate(
  executor: Executor,
  input: { businessId: string; templateId: string },
): Promise<void> {
  const now = new Date();
  await executor
    .update(services)
    .set({
      bookingQuestionnaireTemplateId: null,
      isAfterBookingQuestionnaire: false,
      updatedAt: now,
    })
    .where(
      and(
        eq(services.businessId, input.businessId),
        eq(services.bookingQuestionnaireTemplateId, input.templateId),
      ),
    );
  await executor
    .update(services)
    .set({ inquiryTemplateId: null, updatedAt: now })
    .where(
      and(
        eq(services.businessId, input.businessId),
        eq(services.inquiryTemplateId, input.templateId),
      ),
    );
}

function ofService(target: ServiceTarget) {
  return and(
    eq(services.id, target.serviceId),
    eq(services.businessId, target.businessId),
    isNull(services.deletedAt),
  );
}

export async function setBookingQuestionnaire(
  executor: Executor,
  input: ServiceTarget & { templateId: string | null; isAfterBookingQuestionnaire: boolean },
): Promise<void> {
  await executor
    .update(services)
    .set({
      bookingQuestionnaireTemplateId: input.templateId,
      isAfterBookingQuestionnaire: input.templateId ? input.isAfterBookingQuestionnaire : false,
      updatedAt: new Date(),
    })
    .where(ofService(input));
}

export async function setInquiryTemplate(
  executor: Executor,
  input: ServiceTarget & { templateId: string | null },
): Promise<void> {
  await executor
    .update(services)
    .set({ inquiryTemplateId: input.templateId, updatedAt: new Date() })
    .where(ofService(input));
}

export async function setClientChanges(
  executor: Executor,
  input: ServiceTarget & { allowClientChanges: boolean; clientChangeNoticeHours: number },
): Promise<void> {
  await executor
    .update(services)
    .set({
      allowClientChanges: input.allowClientChanges,
      clientChangeNoticeHours: input.clientChangeNoticeHours,
      updatedAt: new Date(),
    })
    .where(ofService(input));
}
