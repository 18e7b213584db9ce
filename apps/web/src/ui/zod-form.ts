// The one bridge between the shared zod contracts and antd forms, so a form shows the very
// messages the server would answer with (ARCHITECTURE "validation").
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { DataError, errorLines } from '../api/http-client.ts';

/** An antd rule that runs the schema and rejects with its first issue's message. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? messages.required);
    },
  };
}

/** A confirm field must equal another: 'The {label} that you entered do not match!'. */
export function matchesRule(field: string, label: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || getFieldValue(field) === value) return;
      throw new Error(messages.confirmMismatch(label));
    },
  });
}

/**
 * Shows a failed submission: problem field errors go onto the form's own fields; every other
 * line of the server text is returned to be shown under the form, one per line.
 */
export function showServerError(
  form: FormInstance,
  fields: readonly string[],
  error: unknown,
): string[] {
  if (!(error instanceof DataError)) return errorLines(error);
  const onFields = error.fieldErrors.filter((fieldError) => fields.includes(fieldError.field));
  form.setFields(
    fields.map((name) => ({
      name,
      errors: onFields.filter((e) => e.field === name).map((e) => e.message),
    })),
  );
  const shown = new Set(onFields.map((fieldError) => fieldError.message));
  return error.lines.filter((line) => !shown.has(line));
}
