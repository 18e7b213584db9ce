// What the shoot form reads (services, packages, add-ons, a mini session's dates, conflicts) and
// the pure rules it applies: which slots can be chosen, the prefilled fee, the request body.
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TCreateShootRequest } from '@studio/shared/orders/requests';
import {
  shootDraftIssues,
  type TShootDraft,
  type TShootDraftIssue,
} from '@studio/shared/orders/shoot-form-rules';
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import type { TSelectedAddon } from '@studio/shared/packages/requests';
import { shootFee } from '@studio/shared/pricing/price';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import type { TConflictShootsResponse } from '@studio/shared/scheduling/requests';
import type { TServiceBrief } from '@studio/shared/services/requests';
import { addMinutes, todayIn, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { http } from '../../api/http-client.ts';
import { inputToMinor } from '../packages/money.tsx';

export type ShootFormValues = {
  fullName: string;
  email: string;
  phone: string;
  serviceId?: string;
  packageId?: string;
  date?: Dayjs | null;
  slotId?: string;
  startTime?: Dayjs | null;
  duration?: number;
  shootLocation: string;
  addons: TSelectedAddon[];
  totalFee?: number | null;
  amountPaid?: number | null;
  couponCode: string;
  note: string;
  isSendEmail: boolean;
};

export const shootFormKeys = {
  services: ['shoot-form', 'services'] as const,
  packages: (serviceId: string) => ['shoot-form', 'packages', serviceId] as const,
  addons: (serviceId: string) => ['shoot-form', 'addons', serviceId] as const,
  dates: (serviceId: string, from: string) => ['shoot-form', 'dates', serviceId, from] as const,
  conflicts: (serviceId: string, startTime: string, endTime: string) =>
    ['shoot-form', 'conflicts', serviceId, startTime, endTime] as const,
};

export function useServiceChoices() {
  return useQuery({
    queryKey: shootFormKeys.services,
    queryFn: ({ signal }) => http.get<TServiceBrief[]>('/api/services/all', undefined, { signal }),
  });
}

export function useServicePricing(serviceId: string | undefined) {
  const packages = useQuery({
    queryKey: shootFormKeys.packages(serviceId ?? ''),
    queryFn: ({ signal }) =>
      http.get<TPackage[]>(`/api/packages/service/${serviceId}`, undefined, { signal }),
    enabled: Boolean(serviceId),
  });
  const addons = useQuery({
    queryKey: shootFormKeys.addons(serviceId ?? ''),
    queryFn: ({ signal }) =>
      http.get<TAddon[]>(`/api/addons/service/${serviceId}`, undefined, { signal }),
    enabled: Boolean(serviceId),
  });
  return { packages, addons };
}

/** A mini session's dates from today on, with their slots. */
export function useServiceDates(serviceId: string | undefined, timeZone: string, isMini: boolean) {
  const from = todayIn(timeZone);
  return useQuery({
    queryKey: shootFormKeys.dates(serviceId ?? '', from),
    queryFn: ({ signal }) =>
      http.get<TServiceDate[]>(`/api/services/${serviceId}/service-dates`, { from }, { signal }),
    enabled: Boolean(serviceId) && isMini,
  });
}

export type ShootTime = { startTime: string; endTime: string; excludeSlotId?: string };

/** Which services and times the chosen time overlaps (asked whenever a time is chosen). */
export function useShootConflicts(serviceId: string | undefined, time: ShootTime | undefined) {
  return useQuery({
    queryKey: shootFormKeys.conflicts(serviceId ?? '', time?.startTime ?? '', time?.endTime ?? ''),
    queryFn: ({ signal }) =>
      http.get<TConflictShootsResponse>(
        `/api/services/${serviceId}/shoot-time/conflict-shoots`,
        { ...time },
        { signal },
      ),
    enabled: Boolean(serviceId && time),
  });
}

export function isMiniSession(service: TServiceBrief | undefined): boolean {
  return service?.type === serviceKinds.MINI_SESSION;
}

/** Why a slot cannot be chosen (booked, held, break time, conflicting), or undefined. */
export function slotBlockReason(slot: TSlot, now: number = Date.now()): string | undefined {
  if (slot.status === 'BOOKED' || slot.status === 'SHOOTED') return 'Booked';
  if (slot.status === 'BOOKING' && slot.lockoutEnd && Date.parse(slot.lockoutEnd) > now) {
    return messages.slotBookingHeld;
  }
  if (slot.isBreakTime) return 'Break time';
  if (slot.isConFlict) return messages.slotConflict;
  return undefined;
}

/** The chosen time as instants: a mini session's slot, or a full session's date + start time. */
export function chosenTime(input: {
  isMini: boolean;
  slot: TSlot | undefined;
  date: Dayjs | null | undefined;
  startTime: Dayjs | null | undefined;
  duration: number | undefined;
  timeZone: string;
}): ShootTime | undefined {
  if (input.isMini) {
    return input.slot
      ? {
          startTime: input.slot.startTime,
          endTime: input.slot.endTime,
          excludeSlotId: input.slot.id,
        }
      : undefined;
  }
  if (!input.date || !input.startTime || !input.duration) return undefined;
  const start = wallTimeToInstant(
    input.date.format('YYYY-MM-DD'),
    input.startTime.format('HH:mm'),
    input.timeZone,
  );
  return {
    startTime: new Date(start).toISOString(),
    endTime: addMinutes(start, input.duration).toISOString(),
  };
}

/** The fee the form proposes (minor units): package on the date, premium slot, add-ons. */
export function proposedFee(input: {
  pkg: TPackage | undefined;
  date: string;
  slot: TSlot | undefined;
  addons: readonly TAddon[];
  selection: readonly TSelectedAddon[];
}): number {
  const fees = new Map(input.addons.map((addon) => [addon.id, addon.fee]));
  return shootFee({
    pkg: input.pkg ?? null,
    onDate: input.date,
    slotPremiumFee: input.slot?.isPremium ? input.slot.premiumFee : 0,
    addons: input.selection.map((line) => ({
      fee: fees.get(line.addonId) ?? 0,
      quantity: line.quantity,
    })),
  });
}

export function createShootBody(values: ShootFormValues, isMini: boolean): TCreateShootRequest {
  const couponCode = values.couponCode.trim();
  return {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    packageId: values.packageId ?? null,
    slotId: isMini ? (values.slotId ?? null) : null,
    date: !isMini && values.date ? values.date.format('YYYY-MM-DD') : null,
    startTime: !isMini && values.startTime ? values.startTime.format('HH:mm') : null,
    duration: !isMini ? (values.duration ?? null) : null,
    shootLocation: values.shootLocation,
    addons: values.addons.map(({ addonId, quantity }) => ({ addonId, quantity })),
    totalFee: inputToMinor(values.totalFee) ?? 0,
    amountPaid: inputToMinor(values.amountPaid) ?? 0,
    couponCode: couponCode === '' ? null : couponCode,
    note: values.note,
    isSendEmail: values.isSendEmail,
  };
}

/** The form's choices as the shared shoot rules read them (shootDraftIssues). */
export function shootDraft(values: ShootFormValues, isMini: boolean): TShootDraft {
  return {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    serviceId: values.serviceId ?? null,
    packageId: values.packageId ?? null,
    date: values.date ? values.date.format('YYYY-MM-DD') : null,
    startTime: !isMini && values.startTime ? values.startTime.format('HH:mm') : null,
    slotId: isMini ? (values.slotId ?? null) : null,
  };
}

const draftLabels: Record<TShootDraftIssue['field'], string> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  serviceId: 'Service',
  packageId: 'Package',
  date: 'Date',
  startTime: 'Start time',
  slotId: 'Time slot',
};

/**
 * Checks the form with the shared shoot rules before anything is sent: antd's field rules show
 * the same messages while the person types, but only for the fields on screen, and they run per
 * field; this check is the gate. Its issues go onto their fields (the first scrolled into view);
 * an issue of a field not on screen (a mini session with no dates has no date field) is returned
 * as a line for under the form. Answers whether the form may be sent.
 */
export function checkShootDraft(
  form: FormInstance<ShootFormValues>,
  input: {
    values: ShootFormValues;
    isMini: boolean;
    hasPackages: boolean;
    isServiceKnown: boolean;
  },
): { isValid: boolean; lines: string[] } {
  const issues = shootDraftIssues(
    shootDraft(input.values, input.isMini),
    input.isServiceKnown
      ? { isMiniSession: input.isMini, hasPackages: input.hasPackages }
      : undefined,
  );
  if (issues.length === 0) return { isValid: true, lines: [] };
  const onScreen = new Set(form.getFieldsError().map((entry) => String(entry.name[0])));
  const shown = issues.filter((issue) => onScreen.has(issue.field));
  form.setFields(shown.map((issue) => ({ name: issue.field, errors: [issue.message] })));
  if (shown[0]) form.scrollToField(shown[0].field);
  const lines = issues
    .filter((issue) => !onScreen.has(issue.field))
    .map((issue) => `${draftLabels[issue.field]}: ${issue.message}`);
  return { isValid: false, lines };
}
