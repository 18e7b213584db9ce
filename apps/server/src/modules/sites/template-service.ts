// Templates for the website: the catalogue the picker lists, a template filled for the business
// (its name, contact details, booking page and its own photos before any placeholder), and its
// preview rendered by the live site's own renderer.
import { siteMessages, siteUrl, type TSiteTemplateCatalogue } from '@studio/site/contracts';
import { readPageSeo, readSiteSeo } from '@studio/site/seo';
import type { TPageData } from '@studio/site/page-data';
import {
  fillTemplate,
  findLook,
  findTemplate,
  looks,
  pageTemplateGroups,
  sectionTemplateGroups,
  templates,
  type TTemplate,
  type TTemplateFill,
} from '@studio/site/templates/index';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/file-storage.ts';
import { findBusinessPhotoKeys } from '../../platform/storage/file-queries.ts';
import { getBusinessPage } from '../booking/public-service.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { livePageDocument } from './live-document.tsx';
import { liveContext, type LivePage } from './live-site.ts';
import { getSiteSettings } from './settings-service.ts';

type Tenant = { businessId: string };

export function templateCatalogue(): TSiteTemplateCatalogue {
  return {
    templates: templates.map((template) => ({
      id: template.id,
      kind: template.kind,
      name: template.name,
      group: template.group,
      summary: template.summary,
      lookId: template.kind === 'page' ? template.lookId : null,
      title: template.kind === 'page' ? template.title : null,
      slug: template.kind === 'page' ? template.slug : null,
    })),
    looks: looks.map((look) => ({
      id: look.id,
      name: look.name,
      summary: look.summary,
      pageTemplateIds: look.pageTemplateIds,
    })),
    pageGroups: [...pageTemplateGroups],
    sectionGroups: [...sectionTemplateGroups],
  };
}

export function requireTemplate(id: string): TTemplate {
  const template = findTemplate(id);
  if (!template) throw AppError.notFound(siteMessages.templateNotFound);
  return template;
}

/** Where an upload is served: templates refer to the business's photos by their address. */
export type PhotoAddresses = Pick<Storage, 'publicUrl'>;

/** Photos narrower than this would show soft in a template's hero or gallery. */
const TEMPLATE_PHOTO_MIN_WIDTH = 800;
const TEMPLATE_PHOTO_LIMIT = 24;

/**
 * What templates are filled with: the business, its own photos (its services' images first, then
 * its other uploaded photos, newest first) and its first bookable service, the one a template's
 * free times show until the photographer picks another.
 */
export async function fillFor(
  executor: Executor,
  business: BusinessRow,
  storage: PhotoAddresses,
): Promise<TTemplateFill> {
  const [page, uploaded] = await Promise.all([
    getBusinessPage(executor, business.slug),
    findBusinessPhotoKeys(executor, {
      businessId: business.id,
      minWidth: TEMPLATE_PHOTO_MIN_WIDTH,
      limit: TEMPLATE_PHOTO_LIMIT,
    }),
  ]);
  const photos = [
    ...new Set([
      ...page.services.flatMap((service) => (service.imageUrl ? [service.imageUrl] : [])),
      ...uploaded.map((key) => storage.publicUrl(key)),
    ]),
  ];
  return {
    businessName: business.name,
    businessSlug: business.slug,
    serviceSlug: page.services[0]?.slug ?? '',
    email: business.email,
    phone: business.phone ?? '',
    address: business.address ?? '',
    photos,
  };
}

export async function filledTemplate(
  executor: Executor,
  input: Tenant & { id: string; storage: PhotoAddresses },
): Promise<TPageData> {
  const template = requireTemplate(input.id);
  const business = await findBusiness(executor, input);
  // A block id unique in the page it is inserted into, however often the section is inserted.
  const idPrefix = `${template.id}-${Date.now().toString(36)}`;
  return fillTemplate(template, await fillFor(executor, business, input.storage), { idPrefix });
}

/**
 * A template as it would look on the business's live site: rendered by the live site's renderer
 * with the business's name, services, photos and draft theme (a page template in its look's
 * spacing). The picker shows it scaled down as the template's thumbnail.
 */
export async function templatePreview(
  executor: Executor,
  input: Tenant & { id: string; appUrl: string; storage: PhotoAddresses },
): Promise<string> {
  const template = requireTemplate(input.id);
  const business = await findBusiness(executor, input);
  const [fill, settings, bookingPage] = await Promise.all([
    fillFor(executor, business, input.storage),
    getSiteSettings(executor, input),
    getBusinessPage(executor, business.slug),
  ]);
  const look = template.kind === 'page' ? findLook(template.lookId) : undefined;
  const data = fillTemplate(template, fill);
  const pathBase = siteUrl(business.slug);
  const live: LivePage = {
    business,
    // A preview is the product's own page: no custom domain, no SEO of the owner's, and never the
    // business's analytics (the owner looking at thumbnails is not a visitor).
    address: { pathBase, canonicalBase: `${input.appUrl}${pathBase}` },
    seo: { site: readSiteSeo({}), page: readPageSeo({}) },
    tracking: { googleAnalyticsId: null, facebookPixelId: null },
    theme: look ? { ...settings.theme, spacing: look.spacing } : settings.theme,
    menu: [],
    context: await liveContext(executor, { business, bookingPage, data }),
    page: {
      slug: template.kind === 'page' ? template.slug : 'preview',
      title: template.kind === 'page' ? template.title : template.name,
      data,
    },
    lastModified: new Date(),
  };
  return livePageDocument(live, input.appUrl, { isPreview: true });
}
