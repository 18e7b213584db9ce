// Questionnaire template rows -> the shared response shape (never raw rows).
import { z } from 'zod';
import {
  ZQuestionnaireField,
  type TQuestionnaireField,
  type TQuestionnaireTemplate,
} from '@studio/shared/questionnaires/contracts';
import type { questionnaireTemplates } from './schema.ts';

export type QuestionnaireTemplateRow = typeof questionnaireTemplates.$inferSelect;

const ZStoredFields = z.array(ZQuestionnaireField);

/** The fields JSON was checked on the way in; anything unreadable shows as none, never as a 500. */
export function fieldsOf(row: Pick<QuestionnaireTemplateRow, 'fields'>): TQuestionnaireField[] {
  const parsed = ZStoredFields.safeParse(row.fields);
  return parsed.success ? parsed.data : [];
}

export function presentTemplate(
  row: QuestionnaireTemplateRow,
  serviceCount: number,
): TQuestionnaireTemplate {
  return {
    id: row.id,
    type: row.type === 'INQUIRY' ? 'INQUIRY' : 'BOOKING',
    name: row.name,
    fields: fieldsOf(row),
    isDefault: row.isDefault,
    serviceCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
