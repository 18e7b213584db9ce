// Type or draw: the two ways to sign. Typed, the full name is shown in a script face as it will
// appear on the contract; drawn, the pad takes the signature. Plain elements, so the owner app and
// the clients' pages both use it inside their own forms.
import type { SignatureDraft, SignatureKind } from './signature-mark.ts';
import { SignaturePadCanvas } from './signature-pad-canvas.tsx';
import '@fontsource/dancing-script/latin-600.css';
import './signature.css';

type Props = {
  draft: SignatureDraft;
  onChange(draft: SignatureDraft): void;
};

const kinds: Array<{ kind: SignatureKind; label: string }> = [
  { kind: 'typed', label: 'Type' },
  { kind: 'drawn', label: 'Draw' },
];

export function SignatureMarkInput({ draft, onChange }: Props) {
  const name = draft.fullName.trim();
  return (
    <div>
      <div className="signature-kinds" role="group" aria-label="How to sign">
        {kinds.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={draft.kind === kind}
            onClick={() => onChange({ ...draft, kind, pngDataUrl: null })}
          >
            {label}
          </button>
        ))}
      </div>
      {draft.kind === 'typed' ? (
        <div className="signature-box">
          <span className="signature-box__line" aria-hidden="true" />
          <div
            className={`signature-typed signature-script${name ? '' : ' signature-typed--empty'}`}
            data-testid="typed-signature"
            aria-live="polite"
          >
            {name || 'Type your full name above to see your signature'}
          </div>
        </div>
      ) : (
        <SignaturePadCanvas
          label="Signature pad"
          onChange={(pngDataUrl) => onChange({ ...draft, pngDataUrl })}
        />
      )}
    </div>
  );
}
