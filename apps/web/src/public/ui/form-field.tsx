// A labelled input with its error under it, wired for screen readers (aria-invalid, describedby).
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { texts } from '../texts.ts';

type FieldFrameProps = {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
};

export function FieldFrame({ id, label, isRequired, error, hint, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isRequired && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  );
}

/** The aria props of a control inside a FieldFrame. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  error?: string | undefined;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  isRequired,
  error,
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} error={error}>
      <input
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        {...describedBy(id, error)}
        {...rest}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  error?: string | undefined;
};

export function TextAreaField(props: TextAreaFieldProps) {
  const { id, label, value, onChange, isRequired, error, ...rest } = props;
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} error={error}>
      <textarea
        className="input textarea"
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        {...describedBy(id, error)}
        {...rest}
      />
    </FieldFrame>
  );
}

/** Lines of a failure that belong to no field (one line per message). */
export function FormAlert({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="alert alert--error" role="alert">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * A form's summary above its submit button, derived from the fields' errors rather than kept
 * beside them: 'Please check the fields marked in red' shows while any field is in error and goes
 * as soon as the last one is fixed; otherwise the lines of a failure no field owns.
 */
export function FormSummary({
  hasFieldErrors,
  lines,
}: {
  hasFieldErrors: boolean;
  lines: readonly string[];
}) {
  return <FormAlert lines={hasFieldErrors ? [texts.fixErrors] : lines} />;
}
