// The contracts a client signs while booking: the service's contracts filled with the client's
// details for the held time, read again whenever those details or the package change (their text
// changes with them), and one adopted signature applied to every contract.
import { useState } from 'react';
import type { TBookingContractsRequest } from '@studio/shared/booking/contracts';
import type { TBookingContractDraft } from '@studio/shared/contracts/contracts';
import {
  ZBookingContractSignature,
  type TBookingContractSignature,
} from '@studio/shared/contracts/requests';
import { messages } from '@studio/shared/messages';
import {
  emptySignatureDraft,
  markOf,
  type SignatureDraft,
} from '../../signature/signature-mark.ts';
import { paths, request, type PublicApiError } from '../api.ts';
import { signingErrorsOf, type SigningErrors } from '../contract/signing-errors.ts';
import { preloadContractsStep } from '../lazy-parts.ts';
import { texts } from '../texts.ts';

type Client = { fullName: string; email: string; phone: string };

/** The contracts as the client was shown them, what they were filled with, and when each opened. */
type Shown = {
  key: string;
  drafts: TBookingContractDraft[];
  viewedAt: Record<string, string>;
};

type Options = {
  businessSlug: string;
  serviceSlug: string;
  holdToken: string;
  packageId: string | null;
  /** The details' full name: the signature's name follows it until the client edits it. */
  clientName: string;
};

/** The checkout's refusals that mean "read and sign the contracts again", not a lost time. */
const contractRefusals: ReadonlySet<string> = new Set([
  messages.contractsChangedDuringBooking,
  messages.contractsUnsigned,
]);

export function contractRefusalOf(problem: PublicApiError): string | null {
  if (problem.status !== 409) return null;
  return problem.lines.find((line) => contractRefusals.has(line)) ?? null;
}

function keyOf(holdToken: string, client: Client, packageId: string | null): string {
  return JSON.stringify([holdToken, client.fullName, client.email, client.phone, packageId]);
}

/** A contract keeps the time it was opened while its text stays the same. */
function shownOf(
  key: string,
  drafts: TBookingContractDraft[],
  previous: Shown | null,
  isFresh: boolean,
): Shown {
  const now = new Date().toISOString();
  const viewedAt: Record<string, string> = {};
  for (const draft of drafts) {
    const before = previous?.drafts.find((entry) => entry.templateId === draft.templateId);
    const isSame = !isFresh && before?.contentSha256 === draft.contentSha256;
    viewedAt[draft.templateId] = (isSame && previous?.viewedAt[draft.templateId]) || now;
  }
  return { key, drafts, viewedAt };
}

function readsTheSame(before: readonly TBookingContractDraft[], after: TBookingContractDraft[]) {
  return (
    before.length === after.length &&
    after.every((draft, index) => before[index]?.contentSha256 === draft.contentSha256)
  );
}

export function useBookingContracts(options: Options) {
  const { businessSlug, serviceSlug, holdToken, packageId } = options;
  const [shown, setShown] = useState<Shown | null>(null);
  const [isConsented, setConsented] = useState(false);
  const [mark, setMark] = useState<SignatureDraft>(emptySignatureDraft);
  const [isNameEdited, setNameEdited] = useState(false);
  const [errors, setErrors] = useState<SigningErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A new round of signing remounts the signature fields, which clears a drawing.
  const [round, setRound] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const draft: SignatureDraft = isNameEdited ? mark : { ...mark, fullName: options.clientName };

  async function fetchDrafts(client: Client): Promise<TBookingContractDraft[]> {
    const body: TBookingContractsRequest = { ...client, holdToken, packageId };
    return request<TBookingContractDraft[]>(
      'POST',
      paths.bookingDrafts(businessSlug, serviceSlug),
      body,
    );
  }

  /** Puts the contracts on screen and the keyboard on their heading; a notice asks to sign again. */
  async function present(next: Shown, noticeText: string | null) {
    await preloadContractsStep();
    setShown(next);
    setNotice(noticeText);
    setErrors({});
    if (noticeText) {
      setConsented(false);
      setMark((previous) => ({ ...previous, pngDataUrl: null }));
      setRound((n) => n + 1);
    }
    setFocusRequest((n) => n + 1);
  }

  /**
   * The signatures to send with the checkout ([] when the service has no contracts), or what the
   * client has to do first: read the contracts (shown now, or shown again as they changed), or
   * sign them (the fields say what is missing). The contracts are read again first when the
   * details or the package are not those they were filled with.
   */
  async function signaturesFor(
    client: Client,
  ): Promise<TBookingContractSignature[] | 'to-read' | 'to-sign'> {
    const key = keyOf(holdToken, client, packageId);
    let current = shown;
    if (!current || current.key !== key) {
      const drafts = await fetchDrafts(client);
      const next = shownOf(key, drafts, current, false);
      const wasShown = current !== null && current.drafts.length > 0;
      if (drafts.length > 0 && !(wasShown && readsTheSame(current?.drafts ?? [], drafts))) {
        await present(next, wasShown ? texts.contractsUpdated : null);
        return 'to-read';
      }
      setShown(next);
      current = next;
    }
    if (current.drafts.length === 0) return [];
    const signed = current.drafts.map((contract) =>
      ZBookingContractSignature.safeParse({
        templateId: contract.templateId,
        contentSha256: contract.contentSha256,
        fullName: draft.fullName,
        signature: markOf(draft) ?? undefined,
        consent: isConsented,
        viewedAt: current.viewedAt[contract.templateId],
      }),
    );
    const signatures: TBookingContractSignature[] = [];
    for (const result of signed) {
      if (!result.success) {
        setErrors(signingErrorsOf(result.error.issues, draft.kind === 'typed'));
        return 'to-sign';
      }
      signatures.push(result.data);
    }
    setErrors({});
    return signatures;
  }

  /**
   * The checkout found a contract unsigned or reading differently now: the contracts are read
   * again and the client asked to read and sign them again. False when none is left to sign.
   */
  async function readAgain(client: Client, message: string): Promise<boolean> {
    const drafts = await fetchDrafts(client);
    const next = shownOf(keyOf(holdToken, client, packageId), drafts, shown, true);
    if (drafts.length === 0) {
      setShown(next);
      return false;
    }
    await present(next, message);
    return true;
  }

  return {
    drafts: shown?.drafts ?? [],
    notice,
    errors,
    hasErrors: Object.keys(errors).length > 0,
    round,
    focusRequest,
    isConsented,
    draft,
    signaturesFor,
    readAgain,
    setConsented(value: boolean) {
      setConsented(value);
      setErrors(({ consent: _fixed, ...rest }) => rest);
    },
    setDraft(next: SignatureDraft) {
      if (next.fullName !== draft.fullName) setNameEdited(true);
      setMark(next);
      setErrors(({ consent, fullName: _name, signature: _mark }) => (consent ? { consent } : {}));
    },
    /** The server could not read the drawn signature: draw it again. */
    refuseSignature(message: string) {
      setMark((previous) => ({ ...previous, pngDataUrl: null }));
      setRound((n) => n + 1);
      setErrors((previous) => ({ ...previous, signature: message }));
    },
  };
}
