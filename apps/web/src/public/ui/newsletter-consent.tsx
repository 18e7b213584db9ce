// The newsletter box of the public booking and inquiry forms: shown only when the business has a
// newsletter tool connected, unticked until the client ticks it (their consent is theirs to give).
import { integrationMessages } from '@studio/shared/integrations/messages';

type Props = {
  id: string;
  businessName: string;
  checked: boolean;
  onChange(checked: boolean): void;
};

export function NewsletterConsent({ id, businessName, checked, onChange }: Props) {
  return (
    <div className="field">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{integrationMessages.newsletterConsentLabel(businessName)}</span>
      </label>
    </div>
  );
}
