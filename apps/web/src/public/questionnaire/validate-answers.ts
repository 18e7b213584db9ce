// The browser's first check of questionnaire answers (required, email, phone, length) with the
// exact messages; the server checks again against the template and has the last word.
import { messages } from '@studio/shared/messages';
import {
  ANSWER_TEXT_MAX,
  type TAnswers,
  type TAnswerValue,
  type TQuestionnaireField,
} from '@studio/shared/questionnaires/contracts';
import { email, phone } from '@studio/shared/validation';

export type FieldErrors = Record<string, string>;

const emailRule = email('email');
const phoneRule = phone();

export function isEmptyAnswer(value: TAnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

/** Errors keyed by field id; empty when the answers can be sent. */
export function validateAnswers(
  fields: readonly TQuestionnaireField[],
  answers: TAnswers,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = answers[field.id];
    if (isEmptyAnswer(value)) {
      if (field.isRequired) errors[field.id] = messages.required;
      continue;
    }
    if (typeof value !== 'string') continue;
    if (value.length > ANSWER_TEXT_MAX) {
      errors[field.id] = messages.maxLength('answer', ANSWER_TEXT_MAX);
    } else if (field.type === 'EMAIL_ADDRESS') {
      const result = emailRule.safeParse(value);
      if (!result.success) errors[field.id] = result.error.issues[0]?.message ?? messages.email;
    } else if (field.type === 'PHONE_NUMBER') {
      const result = phoneRule.safeParse(value);
      if (!result.success) errors[field.id] = result.error.issues[0]?.message ?? messages.phone;
    }
  }
  return errors;
}

/** The answers worth sending: empty ones left out. */
export function filledAnswers(answers: TAnswers): TAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => !isEmptyAnswer(value)));
}

/** Server field errors 'answers.{fieldId}' -> errors keyed by field id. */
export function answerErrorsOf(errors: readonly { field: string; message: string }[]): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    if (error.field.startsWith('answers.')) {
      const id = error.field.slice('answers.'.length).split('.')[0] ?? '';
      result[id] ??= error.message;
    }
  }
  return result;
}
