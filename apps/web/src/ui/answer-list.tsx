// A client's questionnaire answers as they were stored (question snapshot and value): yes/no as
// words, choices as a list, dates as 'MMM D, YYYY', text as written (line breaks kept).
import { theme } from 'antd';
import dayjs from 'dayjs';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';

const dateTypes = new Set<TStoredAnswer['type']>([
  'DATE',
  'SHOOT_DATE',
  'NEWBORN_DATE',
  'WEDDING_DATE',
]);

/** The answer as one line of text (lists joined with commas). */
export function answerText(answer: Pick<TStoredAnswer, 'type' | 'value'>): string {
  const { value } = answer;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  // A calendar day (YYYY-MM-DD): no time zone applies to it.
  if (dateTypes.has(answer.type) && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return dayjs(value, 'YYYY-MM-DD').format('MMM D, YYYY');
  }
  return value;
}

export function AnswerList({ answers }: { answers: readonly TStoredAnswer[] }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {answers.map((answer) => (
        <div key={answer.fieldId}>
          <dt style={{ fontSize: 13, color: token.colorTextSecondary }}>{answer.label}</dt>
          <dd style={{ margin: '2px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {Array.isArray(answer.value) && answer.value.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {answer.value.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : answer.type === 'EMAIL_ADDRESS' && typeof answer.value === 'string' ? (
              <a href={`mailto:${answer.value}`}>{answer.value}</a>
            ) : (
              answerText(answer)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
