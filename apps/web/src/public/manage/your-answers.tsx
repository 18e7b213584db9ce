// The answers the client gave (at checkout, or after booking), as the photographer received them.
import { answerText } from '@studio/shared/questionnaires/answer-text';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { formatLocalDate } from '../format.ts';
import { texts } from '../texts.ts';

export function YourAnswers({ answers }: { answers: readonly TStoredAnswer[] }) {
  return (
    <section className="panel section" aria-labelledby="answers-title">
      <h2 id="answers-title">{texts.answers}</h2>
      <dl className="details details--answers">
        {answers.map((answer) => (
          <div className="details__row" key={answer.fieldId}>
            <dt>{answer.label}</dt>
            <dd>{answerText(answer, formatLocalDate)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
