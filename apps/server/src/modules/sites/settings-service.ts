// The website's theme and menu draft, saved with the same version check as a page's draft.
import { and, eq, sql } from 'drizzle-orm';
import {
  siteMessages,
  ZSiteMenu,
  type TSiteMenu,
  type TSiteSettings,
  type ZSaveSiteSettingsRequest,
} from '@studio/site/contracts';
import { readSiteSeo } from '@studio/site/seo';
import { defaultTheme, ZSiteTheme, type TSiteTheme } from '@studio/site/theme';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { siteSettings } from './schema.ts';

type Tenant = { businessId: string };

/** Stored JSON read back through its schema: a value an older version wrote gets the defaults. */
export function readTheme(value: unknown): TSiteTheme {
  const parsed = ZSiteTheme.safeParse(value ?? {});
  return parsed.success ? parsed.data : defaultTheme;
}
export function readMenu(value: unknown): TSiteMenu {
  const parsed = ZSiteMenu.safeParse(value ?? {});
  return parsed.success ? parsed.data : { items: [] };
}

/** The business's settings row, made with the defaults on first use. */
export async function ensureSettingsRow(executor: Executor, input: Tenant) {
  await executor
    .insert(siteSettings)
    .values({ businessId: input.businessId, theme: defaultTheme, menu: { items: [] } })
    .onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.businessId, input.businessId));
  if (!row) throw new Error('site settings row is missing');
  return row;
}

export async function getSiteSettings(executor: Executor, input: Tenant): Promise<TSiteSettings> {
  const [row, business] = await Promise.all([
    ensureSettingsRow(executor, input),
    findBusiness(executor, input),
  ]);
  return {
    theme: readTheme(row.theme),
    menu: readMenu(row.menu),
    version: row.version,
    businessSlug: business.slug,
    businessName: business.name,
    businessColor: business.brandColor,
    businessCurrency: business.currency,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export async function saveSiteSettings(
  executor: Executor,
  input: Tenant & { settings: z.output<typeof ZSaveSiteSettingsRequest> },
): Promise<TSiteSettings> {
  await ensureSettingsRow(executor, input);
  const { theme, menu, version } = input.settings;
  const [saved] = await executor
    .update(siteSettings)
    .set({ theme, menu, version: sql`${siteSettings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(siteSettings.businessId, input.businessId), eq(siteSettings.version, version)))
    .returning({ version: siteSettings.version });
  if (!saved) throw new AppError('CONFLICT', siteMessages.settingsConflict);
  return getSiteSettings(executor, input);
}

/** Sets the theme and menu drafts whatever their version (setting the site up from a look). */
export async function replaceSiteSettings(
  executor: Executor,
  input: Tenant & { theme: TSiteTheme; menu: TSiteMenu },
): Promise<void> {
  await ensureSettingsRow(executor, input);
  await executor
    .update(siteSettings)
    .set({
      theme: input.theme,
      menu: input.menu,
      version: sql`${siteSettings.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(siteSettings.businessId, input.businessId));
}

/** Copies the theme, menu and SEO drafts to the published copies (inside the publish transaction). */
export async function publishSiteSettings(
  executor: Executor,
  input: Tenant & { at: Date },
): Promise<void> {
  await ensureSettingsRow(executor, input);
  await executor
    .update(siteSettings)
    .set({
      publishedTheme: sql`${siteSettings.theme}`,
      publishedMenu: sql`${siteSettings.menu}`,
      publishedSeo: sql`${siteSettings.seo}`,
      publishedAt: input.at,
    })
    .where(eq(siteSettings.businessId, input.businessId));
}

/** The published theme, menu and SEO settings, or null when the site was never published. */
export async function publishedSettings(executor: Executor, input: Tenant) {
  const [row] = await executor
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.businessId, input.businessId));
  if (!row?.publishedAt) return null;
  return {
    theme: readTheme(row.publishedTheme),
    menu: readMenu(row.publishedMenu),
    seo: readSiteSeo(row.publishedSeo),
    publishedAt: row.publishedAt,
  };
}
