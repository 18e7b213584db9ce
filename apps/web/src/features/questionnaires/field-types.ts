// How the editor names the questionnaire field types, what a new field of each type
// asks by default, and which types carry a list of options.
import {
  choiceFieldTypes,
  type TQuestionnaireField,
} from '@studio/shared/questionnaires/contracts';
import type { questionnaireTypes } from '@studio/shared/enums';
import { basicInquiryFields } from '@studio/shared/questionnaires/answers';

export type FieldType = TQuestionnaireField['type'];
export type QuestionnaireType = (typeof questionnaireTypes)[number];

type FieldTypeInfo = {
  label: string;
  /** One line in the add-field menu: what the client gets. */
  hint: string;
  /** The question a new field starts with; the owner can reword it. */
  defaultLabel: string;
};

export const fieldTypeInfo: Record<FieldType, FieldTypeInfo> = {
  SHORT_TEXT: { label: 'Short text', hint: 'One line of text', defaultLabel: '' },
  LONG_TEXT: { label: 'Long text', hint: 'A paragraph', defaultLabel: '' },
  YES_NO: { label: 'Yes / no', hint: 'Two buttons: Yes and No', defaultLabel: '' },
  SELECT: { label: 'Single choice', hint: 'One of your options', defaultLabel: '' },
  CHECKBOX: { label: 'Multiple choice', hint: 'Any of your options', defaultLabel: '' },
  DATE: { label: 'Date', hint: 'A date picker', defaultLabel: '' },
  SHOOT_DATE: {
    label: 'Shoot date',
    hint: 'The date the client would like',
    defaultLabel: 'Preferred shoot date',
  },
  NEWBORN_DATE: {
    label: 'Newborn due date',
    hint: 'The baby’s due or birth date',
    defaultLabel: 'Baby’s due date',
  },
  WEDDING_DATE: { label: 'Wedding date', hint: 'The wedding day', defaultLabel: 'Wedding date' },
  FULL_NAME: { label: 'Full name', hint: 'The client’s name', defaultLabel: 'Full name' },
  EMAIL_ADDRESS: {
    label: 'Email address',
    hint: 'Checked for a valid format',
    defaultLabel: 'Email address',
  },
  PHONE_NUMBER: {
    label: 'Phone number',
    hint: 'Checked for a valid format',
    defaultLabel: 'Phone number',
  },
  MESSAGE: { label: 'Message', hint: 'A free message to you', defaultLabel: 'Message' },
  SERVICE_SELECTION: {
    label: 'Service',
    hint: 'One of your bookable services',
    defaultLabel: 'Which service are you interested in?',
  },
  REFERRAL: {
    label: 'Referral',
    hint: 'How the client found you',
    defaultLabel: 'How did you hear about us?',
  },
};

/** The add-field menu in three groups, in the order of the field type list within each. */
export const fieldTypeGroups: { title: string; types: FieldType[] }[] = [
  { title: 'Questions', types: ['SHORT_TEXT', 'LONG_TEXT', 'YES_NO', 'SELECT', 'CHECKBOX'] },
  { title: 'Dates', types: ['DATE', 'SHOOT_DATE', 'NEWBORN_DATE', 'WEDDING_DATE'] },
  {
    title: 'Contact and context',
    types: [
      'FULL_NAME',
      'EMAIL_ADDRESS',
      'PHONE_NUMBER',
      'MESSAGE',
      'SERVICE_SELECTION',
      'REFERRAL',
    ],
  },
];

export const questionnaireTypeLabels: Record<QuestionnaireType, string> = {
  BOOKING: 'Booking',
  INQUIRY: 'Inquiry',
};

export function hasOptions(type: FieldType | undefined): boolean {
  return (choiceFieldTypes as readonly string[]).includes(type ?? '');
}

/**
 * A field id, stable within its template (answers refer to it). getRandomValues, not randomUUID:
 * the latter exists only on https and localhost.
 */
export function newFieldId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newField(type: FieldType): TQuestionnaireField {
  return {
    id: newFieldId(),
    type,
    label: fieldTypeInfo[type].defaultLabel,
    isRequired: false,
    // One empty option to type into; 'Add option' adds the next.
    options: hasOptions(type) ? [''] : [],
  };
}

/**
 * A new inquiry questionnaire starts as the basic inquiry form (the questions that name the
 * client); a booking questionnaire starts empty, since checkout already asks name, email and phone.
 */
export function starterFields(type: QuestionnaireType): TQuestionnaireField[] {
  if (type === 'BOOKING') return [];
  return basicInquiryFields.map((field) => ({ ...field, id: newFieldId(), options: [] }));
}
