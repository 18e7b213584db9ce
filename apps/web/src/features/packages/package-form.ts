// The package form's values (major units, dayjs dates) and their conversion to and from the
// request (minor units, basis points, 'YYYY-MM-DD'). Checked with the shared schema on submit.
import dayjs, { type Dayjs } from 'dayjs';
import type { TPackage } from '@studio/shared/packages/contracts';
import {
  ZCreatePackageRequest,
  type TCreatePackageRequest,
} from '@studio/shared/packages/requests';
import { inputToMinor, minorToInput } from './money.tsx';

export type PackageFormValues = {
  name: string;
  totalFee: number | null;
  shootDuration: number;
  shootLocation: string;
  hasDiscount: boolean;
  discountIsFixed: boolean;
  /** Major units when fixed, a percentage (12.5) otherwise. */
  discountAmount: number | null;
  discountStart: Dayjs | null;
  discountEnd: Dayjs | null;
  discountMaxSlots: number | null;
  isPremium: boolean;
  premiumFee: number | null;
  isReservation: boolean;
  reservationDiscount: number | null;
};

export const DEFAULT_SHOOT_DURATION = 60;

export function packageFormValues(pkg: TPackage | undefined): PackageFormValues {
  const discount = pkg?.discount ?? null;
  return {
    name: pkg?.name ?? '',
    totalFee: minorToInput(pkg?.totalFee),
    shootDuration: pkg?.shootDuration ?? DEFAULT_SHOOT_DURATION,
    shootLocation: pkg?.shootLocation ?? '',
    hasDiscount: discount !== null,
    discountIsFixed: discount?.isFixed ?? false,
    discountAmount: discount
      ? discount.isFixed
        ? minorToInput(discount.amount)
        : discount.amount / 100
      : null,
    discountStart: discount?.startDate ? dayjs(discount.startDate) : null,
    discountEnd: discount?.endDate ? dayjs(discount.endDate) : null,
    discountMaxSlots: discount?.maxSlots ?? null,
    isPremium: pkg?.isPremium ?? false,
    premiumFee: pkg?.isPremium ? minorToInput(pkg.premiumFee) : null,
    isReservation: pkg?.isReservation ?? false,
    reservationDiscount: pkg?.isReservation ? minorToInput(pkg.reservationDiscount) : null,
  };
}

/** A percentage as basis points (12.5 -> 1250); undefined when empty. */
export function percentToBps(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  return Math.round(value * 100);
}

const localDate = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

/** The request the values make; empty amounts stay undefined so the schema reports them. */
export function packageRequest(values: PackageFormValues): TCreatePackageRequest {
  const amount = values.discountIsFixed
    ? inputToMinor(values.discountAmount)
    : percentToBps(values.discountAmount);
  return {
    name: values.name ?? '',
    totalFee: inputToMinor(values.totalFee) as number,
    shootDuration: values.shootDuration,
    shootLocation: values.shootLocation ?? '',
    discount: values.hasDiscount
      ? {
          amount: amount as number,
          isFixed: values.discountIsFixed,
          startDate: localDate(values.discountStart),
          endDate: localDate(values.discountEnd),
          maxSlots: values.discountMaxSlots ?? null,
        }
      : null,
    isPremium: values.isPremium,
    premiumFee: values.isPremium ? (inputToMinor(values.premiumFee) as number) : 0,
    isReservation: values.isReservation,
    reservationDiscount: values.isReservation
      ? (inputToMinor(values.reservationDiscount) as number)
      : 0,
  };
}

/** Request field paths (schema issues, server errors) -> the form field that shows them. */
const formFieldOf: Record<string, keyof PackageFormValues> = {
  name: 'name',
  totalFee: 'totalFee',
  shootDuration: 'shootDuration',
  shootLocation: 'shootLocation',
  discount: 'discountAmount',
  'discount.amount': 'discountAmount',
  'discount.startDate': 'discountStart',
  'discount.endDate': 'discountEnd',
  'discount.maxSlots': 'discountMaxSlots',
  premiumFee: 'premiumFee',
  reservationDiscount: 'reservationDiscount',
};

export type FieldErrors = { fields: { name: string; errors: string[] }[]; rest: string[] };

/** Groups field errors by the form field showing them; the rest go under the form. */
export function toFormErrors(errors: { field: string; message: string }[]): FieldErrors {
  const byField = new Map<string, string[]>();
  const rest: string[] = [];
  for (const error of errors) {
    const name = formFieldOf[error.field];
    if (name) byField.set(name, [...(byField.get(name) ?? []), error.message]);
    else rest.push(error.message);
  }
  return {
    fields: [...byField.entries()].map(([name, list]) => ({ name, errors: list })),
    rest,
  };
}

/** The shared schema's verdict on the values: the request, or the errors to show. */
export function checkPackage(
  values: PackageFormValues,
): { request: TCreatePackageRequest } | { errors: FieldErrors } {
  const request = packageRequest(values);
  const result = ZCreatePackageRequest.safeParse(request);
  if (result.success) return { request };
  return {
    errors: toFormErrors(
      result.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      })),
    ),
  };
}
