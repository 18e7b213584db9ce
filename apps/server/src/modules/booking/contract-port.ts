// The contracts a client reads and signs while booking, as booking needs them: drafted for the
// held time, checked before the client pays, recorded with the new shoot. Booking stands below
// contracts (which sends signing emails through the composer, a thing of the app's
// configuration), so buildApp builds the contracts module's implementation and hands it to the
// booking routes and the payment webhook's booking hooks, rather than booking importing it.
import type { z } from 'zod';
import type { TBookingContractDraft } from '@studio/shared/contracts/contracts';
import type { ZBookingContractSignature } from '@studio/shared/contracts/requests';
import type { Executor, Transaction } from '../../db/client.ts';
import type { BusinessRow } from '../businesses/service.ts';
import type { ServiceRow } from '../services/lookup.ts';

export type BookingContractSignature = z.output<typeof ZBookingContractSignature>;

/** Where the client acted from (the checkout request), for the contracts' audit trail. */
export type SigningOrigin = { ipAddress: string; userAgent: string };

/**
 * What a contract read while booking is filled with: only what cannot change between reading and
 * confirming (see bookingDraftValues in emails/values.ts for why nothing else).
 */
export type BookingContractFacts = {
  business: BusinessRow;
  service: ServiceRow;
  client: { fullName: string; email: string; phone: string };
  packageName: string | null;
  /** The package's list price (minor units): a change of it while signing changes the contract. */
  packagePrice: number | null;
  /** The held time; null when a paid hold had run out (the shoot has no time yet). */
  time: { startTime: Date; endTime: Date } | null;
};

export type BookingContractPort = {
  /** The service's contracts filled with the facts, in the service's order; [] without any. */
  drafts(executor: Executor, facts: BookingContractFacts): Promise<TBookingContractDraft[]>;
  /**
   * Every contract of the service signed as it reads now: else 409 messages.contractsUnsigned (a
   * contract without a signature) or 409 messages.contractsChangedDuringBooking (signed as other
   * content). A drawn signature that is not a sensible PNG answers 400.
   */
  requireSigned(
    executor: Executor,
    input: { facts: BookingContractFacts; signatures: readonly BookingContractSignature[] },
  ): Promise<void>;
  /**
   * In the booking's transaction, once the shoot exists: each contract signed as it reads now is
   * recorded signed by the client. Not paid: refuses as requireSigned does (the caller's
   * transaction then rolls back and the hold stays). Paid: never refuses (the money was taken); a
   * contract not signed as it reads now is sent to the client by email to sign.
   */
  record(
    tx: Transaction,
    input: {
      facts: BookingContractFacts;
      orderId: string;
      signatures: readonly BookingContractSignature[];
      origin: SigningOrigin;
      isPaid: boolean;
    },
  ): Promise<void>;
};

/** The facts of a booking's contracts: the client's fields, the package and the held time. */
export function contractFactsOf(
  target: Pick<BookingContractFacts, 'business' | 'service'>,
  input: {
    client: BookingContractFacts['client'];
    pkg: { name: string; totalFee: number } | null;
    slot: { startTime: Date; endTime: Date } | null;
  },
): BookingContractFacts {
  const { client, slot } = input;
  return {
    business: target.business,
    service: target.service,
    client: { fullName: client.fullName, email: client.email, phone: client.phone },
    packageName: input.pkg?.name ?? null,
    packagePrice: input.pkg?.totalFee ?? null,
    time: slot ? { startTime: slot.startTime, endTime: slot.endTime } : null,
  };
}

/** Recorded when where the client signed from is not known. */
export const UNKNOWN_ORIGIN: SigningOrigin = { ipAddress: 'unknown', userAgent: 'unknown' };
