// Checks a client's answers against a questionnaire's fields and turns them into
// the snapshots stored with the order or inquiry. Used by the public forms, the checkout and the
// inquiry endpoint, so a rule is written once.
import { limits } from '../constants.ts';
import { questionnaireDateTypes } from './answer-text.ts';
import { messages } from '../messages.ts';
import type { z } from 'zod';
import { email, isCalendarDate, phone, requiredText } from '../validation.ts';
import type { questionnaireFieldTypes } from '../enums.ts';
import {
  ANSWER_TEXT_MAX,
  QUESTION_LABEL_MAX,
  type TAnswerValue,
  type TAnswers,
  type TQuestionnaireField,
  type TStoredAnswer,
  ZStoredAnswer,
} from './contracts.ts';

type FieldType = (typeof questionnaireFieldTypes)[number];

export type TAnswerError = { field: string; message: string };
export type TValidatedAnswers =
  { ok: true; stored: TStoredAnswer[] } | { ok: false; errors: TAnswerError[] };

/** The contact a questionnaire's answers give (empty strings for the fields it does not have). */
export type TAnswerContact = { fullName: string; email: string; phone: string };

/** Short answers: one line, like a name or a referral. */
export const SHORT_ANSWER_MAX = QUESTION_LABEL_MAX;

/** Free text answers and their longest length. */
const textMax: Partial<Record<FieldType, number>> = {
  SHORT_TEXT: SHORT_ANSWER_MAX,
  REFERRAL: SHORT_ANSWER_MAX,
  SERVICE_SELECTION: SHORT_ANSWER_MAX,
  LONG_TEXT: ANSWER_TEXT_MAX,
  MESSAGE: ANSWER_TEXT_MAX,
};

/** The form used when neither the service nor the business has chosen an inquiry questionnaire. */
export const basicInquiryFields: readonly TQuestionnaireField[] = [
  { id: 'fullName', type: 'FULL_NAME', label: 'Full name', isRequired: true, options: [] },
  { id: 'email', type: 'EMAIL_ADDRESS', label: 'Email', isRequired: true, options: [] },
  { id: 'phone', type: 'PHONE_NUMBER', label: 'Phone', isRequired: true, options: [] },
  { id: 'message', type: 'MESSAGE', label: 'Message', isRequired: false, options: [] },
];

/**
 * The fields of an inquiry form: an inquiry always needs someone to answer, so a questionnaire
 * without a full name or email question gets the basic ones first, and its first full name and
 * email questions are required.
 */
export function inquiryFormFields(fields: readonly TQuestionnaireField[]): TQuestionnaireField[] {
  const contactTypes: FieldType[] = ['FULL_NAME', 'EMAIL_ADDRESS'];
  const missing = basicInquiryFields.filter(
    (basic) =>
      contactTypes.includes(basic.type) &&
      !fields.some((field) => field.type === basic.type) &&
      !fields.some((field) => field.id === basic.id),
  );
  const seen = new Set<FieldType>();
  const own = fields.map((field) => {
    if (!contactTypes.includes(field.type) || seen.has(field.type)) return field;
    seen.add(field.type);
    return field.isRequired ? field : { ...field, isRequired: true };
  });
  return [...missing, ...own];
}

const ZStoredAnswers = ZStoredAnswer.array();

/** Stored answers read back from JSON; anything unreadable counts as none rather than failing. */
export function storedAnswersOf(value: unknown): TStoredAnswer[] {
  const parsed = ZStoredAnswers.safeParse(value);
  return parsed.success ? parsed.data : [];
}

const fullNameSchema = requiredText('full name', limits.clientName);
const emailSchema = email('email', limits.clientEmail);
const phoneSchema = phone();

/**
 * Validates answers keyed by field id. Answers to unknown field ids are ignored; blank optional
 * answers are left out; the stored answers follow the order of the fields. Errors name the
 * request path of the answer (`answers.<fieldId>`), like the other validation errors.
 */
export function validateAnswers(
  fields: readonly TQuestionnaireField[],
  answers: TAnswers,
): TValidatedAnswers {
  const stored: TStoredAnswer[] = [];
  const errors: TAnswerError[] = [];
  for (const field of fields) {
    const raw = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    const result = checkAnswer(field, raw);
    if ('error' in result) {
      errors.push({ field: `answers.${field.id}`, message: result.error });
    } else if (result.value !== undefined) {
      stored.push({ fieldId: field.id, type: field.type, label: field.label, value: result.value });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, stored };
}

/** The first full name, email and phone answered (in the order of the questionnaire's fields). */
export function contactOf(
  fields: readonly TQuestionnaireField[],
  stored: readonly TStoredAnswer[],
): TAnswerContact {
  const byField = new Map(stored.map((answer) => [answer.fieldId, answer]));
  const first = (type: FieldType): string => {
    for (const field of fields) {
      if (field.type !== type) continue;
      const value = byField.get(field.id)?.value;
      if (typeof value === 'string' && value !== '') return value;
    }
    return '';
  };
  return {
    fullName: first('FULL_NAME'),
    email: first('EMAIL_ADDRESS'),
    phone: first('PHONE_NUMBER'),
  };
}

type Checked = { value: TAnswerValue | undefined } | { error: string };

function checkAnswer(field: TQuestionnaireField, raw: TAnswerValue | undefined): Checked {
  if (isBlank(raw)) return field.isRequired ? { error: messages.required } : { value: undefined };
  const value = raw as TAnswerValue;
  switch (field.type) {
    case 'YES_NO':
      return typeof value === 'boolean' ? { value } : { error: messages.answerYesNo };
    case 'SELECT':
      return typeof value === 'string' && field.options.includes(value.trim())
        ? { value: value.trim() }
        : { error: messages.chooseFromList };
    case 'CHECKBOX': {
      if (!Array.isArray(value)) return { error: messages.answerChoices };
      const chosen = [...new Set(value.map((item) => item.trim()))];
      if (!chosen.every((item) => field.options.includes(item))) {
        return { error: messages.answerChoices };
      }
      // Kept in the order of the options, so answers read the same as the question.
      return { value: field.options.filter((option) => chosen.includes(option)) };
    }
    case 'FULL_NAME':
      return fromSchema(fullNameSchema, value);
    case 'EMAIL_ADDRESS':
      return fromSchema(emailSchema, value);
    case 'PHONE_NUMBER':
      return fromSchema(phoneSchema, value);
    default:
      break;
  }
  if (typeof value !== 'string') return { error: messages.answerText };
  const text = value.trim();
  if (questionnaireDateTypes.has(field.type)) {
    return isLocalDate(text) ? { value: text } : { error: messages.dateFormat };
  }
  const max = textMax[field.type] ?? ANSWER_TEXT_MAX;
  return text.length > max ? { error: messages.maxLength('answer', max) } : { value: text };
}

function fromSchema(schema: z.ZodType<string, string>, value: TAnswerValue): Checked {
  if (typeof value !== 'string') return { error: messages.answerText };
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { error: result.error.issues[0]?.message ?? messages.answerText };
}

function isBlank(value: TAnswerValue | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A real calendar day written YYYY-MM-DD, within the range every date input accepts. */
export function isLocalDate(text: string): boolean {
  return isCalendarDate(text);
}
