// Service rows -> the list item and edit aggregate the API answers (never raw rows).
import { z } from 'zod';
import { serviceKinds, taxModes } from '@studio/shared/enums';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import {
  feeCollectionMethods,
  ZGalleryImage,
  ZPaymentScheduleEntry,
  type TGalleryImage,
  type TPaymentScheduleEntry,
  type TService,
  type TServiceDateMonth,
  type TServiceListItem,
} from '@studio/shared/services/contracts';
import type { TServiceBrief } from '@studio/shared/services/requests';
import type { ServiceRow } from './lookup.ts';

export type ServiceListRow = ServiceRow & { nextDate: string | null };

export type ServiceEditExtras = {
  timeZone: string;
  dateMonths: TServiceDateMonth[];
  packages: TPackage[];
  addons: TAddon[];
  serviceContractTemplates: TServiceContract[];
};

const ZStoredGallery = z.array(ZGalleryImage);
const ZStoredSchedule = z.array(ZPaymentScheduleEntry);

/** The stored gallery JSON; anything unreadable counts as empty rather than failing the page. */
export function galleryOf(row: Pick<ServiceRow, 'gallery'>): TGalleryImage[] {
  const parsed = ZStoredGallery.safeParse(row.gallery);
  return parsed.success ? parsed.data : [];
}

export function paymentScheduleOf(
  row: Pick<ServiceRow, 'paymentSchedule'>,
): TPaymentScheduleEntry[] {
  const parsed = ZStoredSchedule.safeParse(row.paymentSchedule);
  return parsed.success ? parsed.data : [];
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The columns a list row reads (the list selects only these; coverUrl is the first image). */
export type ServiceListColumns = Pick<
  ServiceRow,
  'id' | 'number' | 'name' | 'slug' | 'kind' | 'color' | 'isPrivate' | 'isPaused' | 'createdAt'
> & { nextDate: string | null; coverUrl: string | null };

export function presentServiceListItem(row: ServiceListColumns): TServiceListItem {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    slug: row.slug,
    type: row.kind,
    isMiniSession: row.kind === serviceKinds.MINI_SESSION,
    color: row.color,
    isPrivate: row.isPrivate,
    isPaused: row.isPaused,
    createdDate: row.createdAt.toISOString(),
    nextDate: row.nextDate,
    coverUrl: row.coverUrl,
  };
}

export function presentService(row: ServiceListRow, parts: ServiceEditExtras): TService {
  return {
    ...presentServiceListItem({ ...row, coverUrl: galleryOf(row)[0]?.url ?? null }),
    description: row.description,
    note: row.note,
    tax: { mode: oneOf(taxModes, row.taxMode, 'NO_TAX'), rateBps: row.taxRateBps },
    feeCollectionMethod: oneOf(feeCollectionMethods, row.feeCollectionMethod, 'FULL_AT_BOOKING'),
    paymentSchedules: paymentScheduleOf(row),
    options: { isPrivate: row.isPrivate, isPaused: row.isPaused },
    expiryMonths: row.expiryMonths,
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    gallery: galleryOf(row),
    availabilityTemplateId: row.availabilityTemplateId,
    bookingQuestionnaireTemplateId: row.bookingQuestionnaireTemplateId,
    inquiryTemplateId: row.inquiryTemplateId,
    flowTaskListTemplateId: row.flowTaskListTemplateId,
    isAfterBookingQuestionnaire: row.isAfterBookingQuestionnaire,
    allowClientChanges: row.allowClientChanges,
    clientChangeNoticeHours: row.clientChangeNoticeHours,
    ...parts,
  };
}

export function presentServiceBrief(
  row: Pick<ServiceRow, 'id' | 'name' | 'color' | 'kind'>,
): TServiceBrief {
  return { id: row.id, name: row.name, color: row.color, type: row.kind };
}
