// The business and service a public booking path names by slug, and the pages built from them.
// A paused, private or deleted service answers 404 (bookingPageNotFound), as an unknown slug does.
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  TPublicBusiness,
  TPublicBusinessPage,
  TPublicService,
} from '@studio/shared/booking/contracts';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { packagePrice } from '@studio/shared/packages/discount';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { rowOf } from '../../db/subquery-row.ts';
import { AppError } from '../../platform/errors.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { presentPackage } from '../packages/presenter.ts';
import { listAddons, listPackages } from '../packages/service.ts';
import { listBusinessPackages } from '../packages/booking-queries.ts';
import { getPaymentSettings } from '../payment-settings/service.ts';
import { onlinePaymentsOf } from '../payments/service.ts';
import { scheduleOf } from '../orders/order-builder.ts';
import {
  defaultInquiryFields,
  fieldsOfTemplate,
  serviceInquiryFields,
} from '../questionnaires/service.ts';
import type { ServiceRow } from '../services/lookup.ts';
import { galleryOf } from '../services/presenter.ts';
import { isBookable, serviceColumns } from '../services/service-columns.ts';
import { trackingIdsOf } from '../options/tracking.ts';
import { hasNewsletter } from '../newsletters/service.ts';
import type { TTrackingIds } from '@studio/shared/integrations/contracts';

export type PublicTarget = { business: BusinessRow; service: ServiceRow };
export type Slugs = { businessSlug: string; serviceSlug: string };

const businessRows = businessColumns('business');
const serviceRows = serviceColumns('service');

// Every public booking request starts here: prepared once per connection.
const targetQuery = preparedFor((executor) =>
  executor
    .select({ business: rowOf(businessRows), service: rowOf(serviceRows) })
    .from(serviceRows)
    .innerJoin(businessRows, eq(businessRows.id, serviceRows.businessId))
    .where(
      and(
        eq(businessRows.slug, sql.placeholder('businessSlug')),
        eq(serviceRows.slug, sql.placeholder('serviceSlug')),
        isBookable(serviceRows),
      ),
    )
    .limit(1)
    .prepare('public_booking_target'),
);

const businessBySlugQuery = preparedFor((executor) =>
  executor
    .select()
    .from(businessRows)
    .where(eq(businessRows.slug, sql.placeholder('businessSlug')))
    .limit(1)
    .prepare('public_business_by_slug'),
);

/** The bookable service of the business, or 404 bookingPageNotFound. */
export async function requirePublicService(
  executor: Executor,
  slugs: Slugs,
): Promise<PublicTarget> {
  const [row] = await targetQuery(executor).execute(slugs);
  if (!row) throw AppError.notFound(messages.bookingPageNotFound);
  return row;
}

export async function requirePublicBusiness(
  executor: Executor,
  businessSlug: string,
): Promise<BusinessRow> {
  const [row] = await businessBySlugQuery(executor).execute({ businessSlug });
  if (!row) throw AppError.notFound(messages.bookingPageNotFound);
  return row;
}

/**
 * The business as its public pages show it, with the tracking ids the pages load and whether
 * they show the newsletter box.
 */
export function presentPublicBusiness(
  row: BusinessRow,
  { tracking, hasNewsletter }: { tracking: TTrackingIds; hasNewsletter: boolean },
): TPublicBusiness {
  return {
    tracking,
    hasNewsletter,
    name: row.name,
    slug: row.slug,
    logoUrl: row.logoUrl,
    brandColor: row.brandColor,
    timeZone: row.timeZone,
    currency: row.currency,
    email: row.email,
    phone: row.phone ?? '',
  };
}

/** presentPublicBusiness with its tracking ids and newsletter state read. */
export async function publicBusinessOf(
  executor: Executor,
  row: BusinessRow,
): Promise<TPublicBusiness> {
  const businessId = row.id;
  return presentPublicBusiness(row, {
    tracking: await trackingIdsOf(executor, { businessId }),
    hasNewsletter: await hasNewsletter(executor, { businessId }),
  });
}

/** GET /api/public/businesses/{slug}: the business and its bookable services. */
export async function getBusinessPage(
  executor: Executor,
  businessSlug: string,
): Promise<TPublicBusinessPage> {
  const business = await requirePublicBusiness(executor, businessSlug);
  const rows = await executor
    .select()
    .from(serviceRows)
    .where(and(eq(serviceRows.businessId, business.id), isBookable(serviceRows)))
    .orderBy(asc(serviceRows.number));
  const packageRows = rows.length
    ? await listBusinessPackages(executor, { businessId: business.id })
    : [];
  const today = todayIn(business.timeZone);
  const fromPrice = (serviceId: string) => {
    const prices = packageRows
      .filter((row) => row.serviceId === serviceId)
      .map((row) => packagePrice(presentPackage(row), today));
    return prices.length > 0 ? Math.min(...prices) : null;
  };
  return {
    business: await publicBusinessOf(executor, business),
    services: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      color: row.color,
      kind: row.kind,
      fromPrice: fromPrice(row.id),
      imageUrl: galleryOf(row)[0]?.url ?? null,
    })),
    inquiryFields: await defaultInquiryFields(executor, { businessId: business.id }),
  };
}

/** The booking questionnaire a client answers at checkout (none when it comes after booking). */
export async function bookingFieldsOf(executor: Executor, service: ServiceRow) {
  if (service.isAfterBookingQuestionnaire) return [];
  return fieldsOfTemplate(executor, {
    businessId: service.businessId,
    templateId: service.bookingQuestionnaireTemplateId,
  });
}

/** GET /api/public/businesses/{b}/services/{s}: everything the service page shows. */
export async function getServicePage(executor: Executor, slugs: Slugs): Promise<TPublicService> {
  const { business, service } = await requirePublicService(executor, slugs);
  const target = { businessId: business.id, serviceId: service.id };
  const packageList = await listPackages(executor, target);
  const addonList = await listAddons(executor, target);
  const settings = await getPaymentSettings(executor, { businessId: business.id });
  const today = todayIn(business.timeZone);
  const prices = packageList.map((pkg) => packagePrice(pkg, today));
  return {
    business: await publicBusinessOf(executor, business),
    id: service.id,
    slug: service.slug,
    name: service.name,
    color: service.color,
    kind: service.kind,
    isMiniSession: service.kind === serviceKinds.MINI_SESSION,
    // Sanitised when the owner saved it.
    description: service.description,
    gallery: galleryOf(service),
    packages: packageList.map((pkg, index) => ({
      id: pkg.id,
      name: pkg.name,
      totalFee: pkg.totalFee,
      price: prices[index] ?? pkg.totalFee,
      durationMinutes: pkg.shootDuration,
      shootLocation: pkg.shootLocation,
      description: '',
    })),
    addons: addonList.map((addon) => ({
      id: addon.id,
      name: addon.name,
      fee: addon.fee,
      maxQuantity: addon.maxQuantity,
    })),
    basePrice: prices.length > 0 ? Math.min(...prices) : 0,
    taxMode: service.taxMode,
    taxRateBps: service.taxRateBps ?? settings.salesTaxBps,
    feeCollectionMethod: service.feeCollectionMethod,
    paymentSchedule: scheduleOf(service, settings.paymentSchedule).map((entry) => ({
      milestone: entry.milestone,
      amount: entry.amount,
      isFixed: entry.isFixed,
    })),
    bookingFields: await bookingFieldsOf(executor, service),
    inquiryFields: await serviceInquiryFields(executor, {
      businessId: business.id,
      inquiryTemplateId: service.inquiryTemplateId,
    }),
    paysOnline: (await onlinePaymentsOf(executor, business.id)) !== null,
    allowClientChanges: service.allowClientChanges,
    clientChangeNoticeHours: service.clientChangeNoticeHours,
  };
}
