// A stored answer as one line of text, the same for the photographer and the client: yes/no as
// words, choices joined with commas, calendar days by the caller's formatter ('MMM D, YYYY'),
// text as written.
import type { questionnaireFieldTypes } from '../enums.ts';
import type { TStoredAnswer } from './contracts.ts';

/** The field types answered with a calendar day ('YYYY-MM-DD'). */
export const questionnaireDateTypes: ReadonlySet<(typeof questionnaireFieldTypes)[number]> =
  new Set(['DATE', 'SHOOT_DATE', 'NEWBORN_DATE', 'WEDDING_DATE']);

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function answerText(
  answer: Pick<TStoredAnswer, 'type' | 'value'>,
  formatDay: (day: string) => string,
): string {
  const { value } = answer;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  // A calendar day: no time zone applies to it.
  if (questionnaireDateTypes.has(answer.type) && CALENDAR_DAY.test(value)) return formatDay(value);
  return value;
}
