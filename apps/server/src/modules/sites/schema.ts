import { sql } from 'drizzle-orm';
import {
  bigint,
  pgSequence,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * A page of the business's website. `draft` is what the editor saves (Puck page data); `published`
 * is what the live site shows, copied from the draft on publish. `version` grows on every save of
 * the draft, so a save that names an older version (another tab) is refused instead of overwriting.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** '' is the home page. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => sitePages.id, {
      onDelete: 'cascade',
    }),
    sortIndex: integer('sort_index').notNull().default(0),
    draft: jsonb('draft').notNull(),
    published: jsonb('published'),
    /** The title the live site shows, copied with the content on publish. */
    publishedTitle: text('published_title'),
    /** The page's search settings (title, description, noindex: ZPageSeo), a draft like `draft`. */
    seo: jsonb('seo')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The search settings the live site uses, copied on publish. */
    publishedSeo: jsonb('published_seo'),
    version: integer('version').notNull().default(1),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('site_pages_business_slug_unique').on(t.businessId, t.slug),
    index('site_pages_parent_idx').on(t.businessId, t.parentId, t.sortIndex),
  ],
);

/** The website's theme and menu: a draft the editor saves and the published copy the site shows. */
export const siteSettings = pgTable('site_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  theme: jsonb('theme').notNull(),
  publishedTheme: jsonb('published_theme'),
  menu: jsonb('menu')
    .notNull()
    .default(sql`'{"items":[]}'::jsonb`),
  publishedMenu: jsonb('published_menu'),
  /**
   * The site's search and sharing settings (ZSiteSeo), a draft like the theme. Saved without the
   * settings `version`, so the SEO page and the editor's theme autosave never refuse each other.
   */
  seo: jsonb('seo')
    .notNull()
    .default(sql`'{}'::jsonb`),
  publishedSeo: jsonb('published_seo'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/** Versions are taken from one sequence: never reused. */
export const siteVersionSeq = pgSequence('site_version_seq');

/**
 * A per-business version of everything a live page is made from (the business, its services and
 * packages, the site's pages and settings). PostgreSQL keeps it itself: deferred triggers (written
 * by hand in the migration that made this table) bump it in every transaction that writes those
 * tables, whoever the writer is. The rendered pages kept in memory (live-cache.ts) are checked
 * against it on every request.
 */
export const siteVersions = pgTable('site_versions', {
  /** No foreign key: the row may outlive its business harmlessly, and writes never wait on it. */
  businessId: uuid('business_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
