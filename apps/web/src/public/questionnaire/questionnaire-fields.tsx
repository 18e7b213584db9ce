// Every questionnaire field type as a labelled control; one component for the checkout's
// booking questions and the inquiry forms.
import type {
  TAnswers,
  TAnswerValue,
  TQuestionnaireField,
} from '@studio/shared/questionnaires/contracts';
import { describedBy, FieldFrame } from '../ui/form-field.tsx';
import { texts } from '../texts.ts';
import type { FieldErrors } from './validate-answers.ts';

type Props = {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  fields: readonly TQuestionnaireField[];
  answers: TAnswers;
  errors: FieldErrors;
  onChange: (fieldId: string, value: TAnswerValue) => void;
  /** Names offered by a SERVICE_SELECTION field that has no options of its own. */
  serviceNames?: readonly string[];
};

export function QuestionnaireFields({
  idPrefix,
  fields,
  answers,
  errors,
  onChange,
  serviceNames,
}: Props) {
  return (
    <>
      {fields.map((field) => (
        <QuestionField
          key={field.id}
          id={`${idPrefix}-${field.id}`}
          field={field}
          value={answers[field.id]}
          error={errors[field.id]}
          onChange={(value) => onChange(field.id, value)}
          serviceNames={serviceNames ?? []}
        />
      ))}
    </>
  );
}

type FieldProps = {
  id: string;
  field: TQuestionnaireField;
  value: TAnswerValue | undefined;
  error: string | undefined;
  onChange: (value: TAnswerValue) => void;
  serviceNames: readonly string[];
};

const textInputs: Partial<
  Record<TQuestionnaireField['type'], { type: string; autoComplete: string }>
> = {
  SHORT_TEXT: { type: 'text', autoComplete: 'off' },
  FULL_NAME: { type: 'text', autoComplete: 'name' },
  EMAIL_ADDRESS: { type: 'email', autoComplete: 'email' },
  PHONE_NUMBER: { type: 'tel', autoComplete: 'tel' },
  DATE: { type: 'date', autoComplete: 'off' },
  SHOOT_DATE: { type: 'date', autoComplete: 'off' },
  NEWBORN_DATE: { type: 'date', autoComplete: 'off' },
  WEDDING_DATE: { type: 'date', autoComplete: 'off' },
};

function QuestionField({ id, field, value, error, onChange, serviceNames }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const common = { isRequired: field.isRequired, error };
  const aria = { ...describedBy(id, error), 'aria-required': field.isRequired || undefined };

  if (field.type === 'YES_NO') {
    return (
      <ChoiceGroup
        id={id}
        field={field}
        error={error}
        type="radio"
        options={[texts.yes, texts.no]}
        isChecked={(option) => (option === texts.yes ? value === true : value === false)}
        onToggle={(option) => onChange(option === texts.yes)}
      />
    );
  }
  if (field.type === 'CHECKBOX') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <ChoiceGroup
        id={id}
        field={field}
        error={error}
        type="checkbox"
        options={field.options}
        isChecked={(option) => chosen.includes(option)}
        onToggle={(option) =>
          onChange(
            chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option],
          )
        }
      />
    );
  }
  const choices =
    field.type === 'SERVICE_SELECTION' && field.options.length === 0 ? serviceNames : field.options;
  if (
    field.type === 'SELECT' ||
    field.type === 'SERVICE_SELECTION' ||
    (field.type === 'REFERRAL' && choices.length > 0)
  ) {
    return (
      <FieldFrame id={id} label={field.label} {...common}>
        <select
          className="input select"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        >
          <option value="">{texts.choose}</option>
          {choices.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }
  if (field.type === 'LONG_TEXT' || field.type === 'MESSAGE') {
    return (
      <FieldFrame id={id} label={field.label} {...common}>
        <textarea
          className="input textarea"
          rows={4}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      </FieldFrame>
    );
  }
  const input = textInputs[field.type] ?? { type: 'text', autoComplete: 'off' };
  return (
    <FieldFrame id={id} label={field.label} {...common}>
      <input
        className="input"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        {...input}
        {...aria}
      />
    </FieldFrame>
  );
}

type ChoiceGroupProps = {
  id: string;
  field: TQuestionnaireField;
  error: string | undefined;
  type: 'radio' | 'checkbox';
  options: readonly string[];
  isChecked: (option: string) => boolean;
  onToggle: (option: string) => void;
};

/** Native radios or checkboxes in a fieldset: arrow keys move between radios by themselves. */
function ChoiceGroup({ id, field, error, type, options, isChecked, onToggle }: ChoiceGroupProps) {
  return (
    <fieldset
      className={`field choice-group${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      id={id}
      tabIndex={-1}
    >
      <legend className="field__label">
        {field.label}
        {field.isRequired && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div
        className={`choice-group__options${type === 'radio' && options.length <= 3 ? ' choice-group__options--inline' : ''}`}
      >
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type={type}
              name={id}
              value={option}
              checked={isChecked(option)}
              onChange={() => onToggle(option)}
              required={type === 'radio' && field.isRequired}
              aria-invalid={error ? true : undefined}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
