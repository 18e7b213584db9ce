// The client's name, email and phone, side by side on wide screens (checkout, waitlist).
import { texts } from '../texts.ts';
import { TextField } from './form-field.tsx';

export type ContactField = 'fullName' | 'email' | 'phone';
export type Contact = Record<ContactField, string>;

type ContactFieldsProps = {
  /** Prefixes the inputs' ids: '<idPrefix>-email'. */
  idPrefix: string;
  values: Contact;
  errors: Partial<Record<ContactField, string>>;
  onChange: (field: ContactField, value: string) => void;
};

export function ContactFields({ idPrefix, values, errors, onChange }: ContactFieldsProps) {
  return (
    <div className="form-grid">
      <TextField
        id={`${idPrefix}-fullName`}
        label={texts.fullName}
        value={values.fullName}
        onChange={(v) => onChange('fullName', v)}
        isRequired
        error={errors.fullName}
        autoComplete="name"
      />
      <TextField
        id={`${idPrefix}-email`}
        label={texts.email}
        type="email"
        value={values.email}
        onChange={(v) => onChange('email', v)}
        isRequired
        error={errors.email}
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={texts.phone}
        type="tel"
        value={values.phone}
        onChange={(v) => onChange('phone', v)}
        isRequired
        error={errors.phone}
        autoComplete="tel"
      />
    </div>
  );
}
