// The editor's values and the request they become, checked with the shared schema so the form
// shows the server's own messages, each on the input it belongs to.
import {
  ZQuestionnaireField,
  ZQuestionnaireTemplateRequest,
  type TQuestionnaireField,
  type TQuestionnaireTemplate,
  type TQuestionnaireTemplateRequest,
} from '@studio/shared/questionnaires/contracts';
import { hasOptions, starterFields, type QuestionnaireType } from './field-types.ts';

export type QuestionnaireValues = {
  name: string;
  type: QuestionnaireType;
  isDefault: boolean;
  fields: TQuestionnaireField[];
};

export const ZQuestionnaireName = ZQuestionnaireTemplateRequest.shape.name;
export const ZQuestionLabel = ZQuestionnaireField.shape.label;
export const ZQuestionOption = ZQuestionnaireField.shape.options.unwrap().element;

export function valuesOf(
  template: TQuestionnaireTemplate | undefined,
  newType: QuestionnaireType,
): QuestionnaireValues {
  if (!template) {
    return { name: '', type: newType, isDefault: false, fields: starterFields(newType) };
  }
  return {
    name: template.name,
    type: template.type,
    isDefault: template.isDefault,
    fields: template.fields.map((field) => ({ ...field, options: [...field.options] })),
  };
}

/** Only inquiry questionnaires can be the default; only choice questions keep options. */
export function requestOf(values: QuestionnaireValues): TQuestionnaireTemplateRequest {
  return {
    type: values.type,
    name: values.name ?? '',
    isDefault: values.type === 'INQUIRY' && Boolean(values.isDefault),
    fields: (values.fields ?? []).map((field) => ({
      id: field.id,
      type: field.type,
      label: field.label ?? '',
      isRequired: Boolean(field.isRequired),
      options: hasOptions(field.type) ? (field.options ?? []).map((option) => option ?? '') : [],
    })),
  };
}

export type FieldPath = (string | number)[];
export type RequestProblem = { path: FieldPath; message: string };

/**
 * The problems of a request, each with the form path it belongs to: `['name']`,
 * `['fields', 2, 'label']`, `['fields', 2, 'options', 0]` or `['fields', 2, 'options']`
 * (a choice question without options). Problems of the list as a whole have the path ['fields'].
 */
export function requestProblems(request: TQuestionnaireTemplateRequest): RequestProblem[] {
  const parsed = ZQuestionnaireTemplateRequest.safeParse(request);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    return { path: path.length > 0 ? path : ['fields'], message: issue.message };
  });
}

/** A server field name ('fields.2.label') as a form path. */
export function pathOf(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
