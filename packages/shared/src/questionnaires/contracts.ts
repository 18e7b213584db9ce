// Questionnaire templates and the answers clients give.
// One module for the owner's editor, the public forms and the server's validation of answers.
import { z } from 'zod';
import { questionnaireFieldTypes, questionnaireTypes } from '../enums.ts';
import { messages } from '../messages.ts';
import { requiredText } from '../validation.ts';

export const QUESTION_LABEL_MAX = 512;
export const QUESTIONNAIRE_FIELDS_MAX = 60;
export const QUESTION_OPTIONS_MAX = 50;
export const ANSWER_TEXT_MAX = 5000;

/** Field types whose answer is one of the field's options (SELECT) or several (CHECKBOX). */
export const choiceFieldTypes = ['SELECT', 'CHECKBOX'] as const;

export const ZQuestionnaireField = z.object({
  /** Stable within the template (answers refer to it); the editor makes it with crypto.randomUUID. */
  id: z.string().min(1).max(64),
  type: z.enum(questionnaireFieldTypes),
  label: requiredText('question', QUESTION_LABEL_MAX),
  isRequired: z.boolean().default(false),
  /** Choices of SELECT and CHECKBOX; empty for the other types. */
  options: z.array(requiredText('option', 256)).max(QUESTION_OPTIONS_MAX).default([]),
});
export type TQuestionnaireField = z.infer<typeof ZQuestionnaireField>;

/**
 * POST /api/questionnaire-templates and PUT /api/questionnaire-templates/{id}. Field ids are unique
 * in a template (answers refer to them); SELECT and CHECKBOX questions need an option.
 */
export const ZQuestionnaireTemplateRequest = z
  .object({
    type: z.enum(questionnaireTypes),
    name: requiredText('name', 512),
    fields: z.array(ZQuestionnaireField).max(QUESTIONNAIRE_FIELDS_MAX),
    /** INQUIRY only: the template of the business-wide inquiry form. */
    isDefault: z.boolean().default(false),
  })
  .superRefine((template, context) => {
    const seen = new Set<string>();
    template.fields.forEach((field, index) => {
      if (seen.has(field.id)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: messages.questionIdsUnique,
        });
      }
      seen.add(field.id);
      const isChoice = (choiceFieldTypes as readonly string[]).includes(field.type);
      if (isChoice && field.options.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: messages.questionOptionsRequired,
        });
      }
    });
    if (template.isDefault && template.type !== 'INQUIRY') {
      context.addIssue({
        code: 'custom',
        path: ['isDefault'],
        message: messages.questionnaireDefaultInquiryOnly,
      });
    }
  });
export type TQuestionnaireTemplateRequest = z.input<typeof ZQuestionnaireTemplateRequest>;

export const ZQuestionnaireTemplate = z.object({
  id: z.string(),
  type: z.enum(questionnaireTypes),
  name: z.string(),
  fields: z.array(ZQuestionnaireField),
  isDefault: z.boolean(),
  /** How many services use it (deleting one that is used detaches it from them). */
  serviceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TQuestionnaireTemplate = z.infer<typeof ZQuestionnaireTemplate>;

/** One answer as a client sends it: text, yes/no, one choice, several choices, or a date. */
export const ZAnswerValue = z.union([
  z.string().max(ANSWER_TEXT_MAX),
  z.boolean(),
  z.array(z.string().max(256)).max(QUESTION_OPTIONS_MAX),
]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

/** Answers keyed by field id. */
export const ZAnswers = z.record(z.string(), ZAnswerValue);
export type TAnswers = z.infer<typeof ZAnswers>;

/** An answer as stored with the order or inquiry: a snapshot of the question with its value. */
export const ZStoredAnswer = z.object({
  fieldId: z.string(),
  type: z.enum(questionnaireFieldTypes),
  label: z.string(),
  value: ZAnswerValue,
});
export type TStoredAnswer = z.infer<typeof ZStoredAnswer>;
