// Questionnaire templates (BOOKING and INQUIRY, with their field types), the forms built
// from them for clients, and the questionnaire settings of a service.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { basicInquiryFields, inquiryFormFields } from '@studio/shared/questionnaires/answers';
import {
  choiceFieldTypes,
  type TQuestionnaireField,
  type TQuestionnaireTemplate,
  type ZQuestionnaireTemplateRequest,
} from '@studio/shared/questionnaires/contracts';
import type { questionnaireTypes } from '@studio/shared/enums';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { lockBusinessRow } from '../businesses/row-lock.ts';
import { requireService } from '../services/lookup.ts';
import { fieldsOf, presentTemplate, type QuestionnaireTemplateRow } from './presenter.ts';
import { questionnaireTemplates } from './schema.ts';
import {
  detachTemplate,
  serviceCountsOf,
  setBookingQuestionnaire,
  setClientChanges,
  setInquiryTemplate,
} from '../services/questionnaire-links.ts';

export type TemplateRequest = z.output<typeof ZQuestionnaireTemplateRequest>;
export type QuestionnaireType = (typeof questionnaireTypes)[number];
type TemplateTarget = { businessId: string; templateId: string };
type ServiceTarget = { businessId: string; serviceId: string };

function ofTemplate(target: TemplateTarget) {
  return and(
    eq(questionnaireTemplates.id, target.templateId),
    eq(questionnaireTemplates.businessId, target.businessId),
  );
}

async function findTemplateRow(
  executor: Executor,
  target: TemplateTarget,
  lock?: 'update' | 'share',
): Promise<QuestionnaireTemplateRow> {
  const query = executor.select().from(questionnaireTemplates).where(ofTemplate(target)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw AppError.notFound(messages.questionnaireNotFound);
  return row;
}

/** The tenant's template, or 404: another business's id never answers. */
export async function requireTemplate(
  executor: Executor,
  target: TemplateTarget,
): Promise<QuestionnaireTemplateRow> {
  return findTemplateRow(executor, target);
}

async function present(
  executor: Executor,
  businessId: string,
  rows: QuestionnaireTemplateRow[],
): Promise<TQuestionnaireTemplate[]> {
  const counts = await serviceCountsOf(executor, {
    businessId,
    templateIds: rows.map((row) => row.id),
  });
  return rows.map((row) => presentTemplate(row, counts.get(row.id) ?? 0));
}

/** The business's templates: the default inquiry form first, then by name. */
export async function listTemplates(
  db: Database,
  input: { businessId: string; type?: QuestionnaireType | undefined },
): Promise<TQuestionnaireTemplate[]> {
  const rows = await db
    .select()
    .from(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.businessId, input.businessId),
        input.type ? eq(questionnaireTemplates.type, input.type) : undefined,
      ),
    )
    .orderBy(
      desc(questionnaireTemplates.isDefault),
      asc(questionnaireTemplates.name),
      asc(questionnaireTemplates.createdAt),
    );
  return present(db, input.businessId, rows);
}

export async function getTemplate(
  db: Database,
  target: TemplateTarget,
): Promise<TQuestionnaireTemplate> {
  const row = await findTemplateRow(db, target);
  const [presented] = await present(db, target.businessId, [row]);
  if (!presented) throw new Error('template presentation failed');
  return presented;
}

/** Options only where they mean something, each once. */
function normalisedFields(fields: TQuestionnaireField[]): TQuestionnaireField[] {
  return fields.map((field) => ({
    ...field,
    options: (choiceFieldTypes as readonly string[]).includes(field.type)
      ? [...new Set(field.options)]
      : [],
  }));
}

/**
 * One default inquiry form per business: the business row is locked so two templates made default
 * at once cannot both stay default, then every other template stops being the default.
 */
async function clearOtherDefaults(tx: Transaction, target: TemplateTarget): Promise<void> {
  await lockBusinessRow(tx, { businessId: target.businessId });
  await tx
    .update(questionnaireTemplates)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(questionnaireTemplates.businessId, target.businessId),
        eq(questionnaireTemplates.isDefault, true),
        ne(questionnaireTemplates.id, target.templateId),
      ),
    );
}

export async function createTemplate(
  db: Database,
  input: { businessId: string; request: TemplateRequest },
): Promise<TQuestionnaireTemplate> {
  const { request } = input;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(questionnaireTemplates)
      .values({
        businessId: input.businessId,
        type: request.type,
        name: request.name,
        fields: normalisedFields(request.fields),
        isDefault: request.type === 'INQUIRY' && request.isDefault,
      })
      .returning();
    if (!created) throw new Error('template insert returned nothing');
    if (created.isDefault) {
      await clearOtherDefaults(tx, { businessId: input.businessId, templateId: created.id });
    }
    return created;
  });
  return presentTemplate(row, 0);
}

export async function updateTemplate(
  db: Database,
  input: TemplateTarget & { request: TemplateRequest },
): Promise<TQuestionnaireTemplate> {
  const { request } = input;
  await db.transaction(async (tx) => {
    const current = await findTemplateRow(tx, input, 'update');
    if (current.type !== request.type) {
      const counts = await serviceCountsOf(tx, {
        businessId: input.businessId,
        templateIds: [current.id],
      });
      if ((counts.get(current.id) ?? 0) > 0) {
        throw AppError.validation('type', messages.questionnaireTypeInUse);
      }
    }
    const isDefault = request.type === 'INQUIRY' && request.isDefault;
    await tx
      .update(questionnaireTemplates)
      .set({
        type: request.type,
        name: request.name,
        fields: normalisedFields(request.fields),
        isDefault,
        updatedAt: new Date(),
      })
      .where(ofTemplate(input));
    if (isDefault) await clearOtherDefaults(tx, input);
  });
  return getTemplate(db, input);
}

/** Deletes the template; the services using it stop using it in the same transaction. */
export async function deleteTemplate(db: Database, target: TemplateTarget): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders this against a concurrent link (which locks the row FOR SHARE).
    await findTemplateRow(tx, target, 'update');
    await detachTemplate(tx, target);
    await tx.delete(questionnaireTemplates).where(ofTemplate(target));
  });
}

/**
 * The questions of one of the business's templates; none when it has no such template. An inquiry
 * template's questions always include the contact (see inquiryFormFields).
 */
export async function fieldsOfTemplate(
  executor: Executor,
  input: { businessId: string; templateId: string | null },
): Promise<TQuestionnaireField[]> {
  if (!input.templateId) return [];
  const [row] = await executor
    .select()
    .from(questionnaireTemplates)
    .where(ofTemplate({ businessId: input.businessId, templateId: input.templateId }))
    .limit(1);
  if (!row) return [];
  return row.type === 'INQUIRY' ? inquiryFormFields(fieldsOf(row)) : fieldsOf(row);
}

/** The business-wide inquiry form: the default INQUIRY template's questions, else the basic four. */
export async function defaultInquiryFields(
  executor: Executor,
  { businessId }: { businessId: string },
): Promise<TQuestionnaireField[]> {
  const [row] = await executor
    .select()
    .from(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.businessId, businessId),
        eq(questionnaireTemplates.type, 'INQUIRY'),
        eq(questionnaireTemplates.isDefault, true),
      ),
    )
    .orderBy(desc(questionnaireTemplates.updatedAt))
    .limit(1);
  return inquiryFormFields(row ? fieldsOf(row) : basicInquiryFields);
}

/** A service's inquiry form: its inquiry template's questions, else the basic four. */
export async function serviceInquiryFields(
  executor: Executor,
  input: { businessId: string; inquiryTemplateId: string | null },
): Promise<TQuestionnaireField[]> {
  const fields = input.inquiryTemplateId
    ? await fieldsOfTemplate(executor, {
        businessId: input.businessId,
        templateId: input.inquiryTemplateId,
      })
    : [];
  return inquiryFormFields(fields.length > 0 ? fields : basicInquiryFields);
}

/** Locks the template against deletion while a service is linked to it, and checks its type. */
async function linkableTemplate(
  tx: Transaction,
  target: TemplateTarget,
  type: QuestionnaireType,
  field: string,
): Promise<void> {
  const row = await findTemplateRow(tx, target, 'share');
  if (row.type !== type) {
    throw AppError.validation(
      field,
      type === 'BOOKING'
        ? messages.bookingQuestionnaireRequired
        : messages.inquiryQuestionnaireRequired,
    );
  }
}

export async function linkBookingQuestionnaire(
  db: Database,
  input: ServiceTarget & { templateId: string | null; isAfterBookingQuestionnaire: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireService(tx, input);
    if (input.templateId) {
      const target = { businessId: input.businessId, templateId: input.templateId };
      await linkableTemplate(tx, target, 'BOOKING', 'questionnaireTemplateId');
    }
    await setBookingQuestionnaire(tx, input);
  });
}

export async function linkInquiryTemplate(
  db: Database,
  input: ServiceTarget & { templateId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireService(tx, input);
    if (input.templateId) {
      const target = { businessId: input.businessId, templateId: input.templateId };
      await linkableTemplate(tx, target, 'INQUIRY', 'inquiryTemplateId');
    }
    await setInquiryTemplate(tx, input);
  });
}

export async function changeClientChanges(
  db: Database,
  input: ServiceTarget & { allowClientChanges: boolean; clientChangeNoticeHours: number },
): Promise<void> {
  await requireService(db, input);
  await setClientChanges(db, input);
}
