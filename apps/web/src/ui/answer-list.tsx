// A client's questionnaire answers as they were stored (question snapshot and value): yes/no as
// words, choices as a list, dates as days, text as written (line breaks kept).
import { theme } from 'antd';
import { answerText } from '@studio/shared/questionnaires/answer-text';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { formatLocalDate } from './date-formats.ts';

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
              answerText(answer, formatLocalDate)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
