// What a signature form holds while the signer fills it in, and the mark it sends: the full name
// typed in a script face, or a drawing from the pad.
import type { TSignatureMarkInput } from '@studio/shared/contracts/requests';

export type SignatureKind = 'typed' | 'drawn';

export type SignatureDraft = {
  fullName: string;
  kind: SignatureKind;
  /** The pad's PNG; null while nothing is drawn. */
  pngDataUrl: string | null;
};

export const emptySignatureDraft: SignatureDraft = {
  fullName: '',
  kind: 'typed',
  pngDataUrl: null,
};

/** The mark to send; null while the chosen way of signing has nothing to sign with yet. */
export function markOf(draft: SignatureDraft): TSignatureMarkInput | null {
  if (draft.kind === 'drawn')
    return draft.pngDataUrl ? { kind: 'drawn', pngDataUrl: draft.pngDataUrl } : null;
  const name = draft.fullName.trim();
  return name ? { kind: 'typed', name } : null;
}
