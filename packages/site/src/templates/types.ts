// What a template is: blocks with their props, written once, with tokens filled in for the business
// when a page or section is made from it.
//
// Tokens, in any text prop: {{businessName}}, {{email}}, {{phone}}, {{address}} and
// {{bookingLink}} (the business's booking page); a service prop {{serviceSlug}} (the business's first
// bookable service, empty when it has none). An image prop holds {{photo:SHAPE}} (wide,
// landscape, portrait or square): the business's own photo when it has one, else a placeholder.
import type { BlockType } from '../blocks.tsx';
import type { TPlaceholderTone } from './placeholders.ts';
import type { TSpacing } from '../theme.ts';

export type TTemplateBlock = { type: BlockType; props: Record<string, unknown> };

export const pageTemplateGroups = [
  'Essentials',
  'Portfolio and sessions',
  'Booking and pricing',
] as const;
export const sectionTemplateGroups = [
  'Headers',
  'Galleries',
  'Text and stories',
  'Calls to action',
  'Booking and contact',
] as const;
export type TTemplateGroup =
  (typeof pageTemplateGroups)[number] | (typeof sectionTemplateGroups)[number];

export type TPageTemplate = {
  id: string;
  kind: 'page';
  name: string;
  group: (typeof pageTemplateGroups)[number];
  /** One line for the picker. */
  summary: string;
  /** The look it was written for (its wording and layout). */
  lookId: string;
  /** The page's title and address when it is created from the template. */
  title: string;
  slug: string;
  /** The meta description, tokens allowed. */
  description: string;
  /** The placeholder tone its photos start in. */
  tone: TPlaceholderTone;
  blocks: TTemplateBlock[];
};

export type TSectionTemplate = {
  id: string;
  kind: 'section';
  name: string;
  group: (typeof sectionTemplateGroups)[number];
  summary: string;
  tone: TPlaceholderTone;
  blocks: TTemplateBlock[];
};

export type TTemplate = TPageTemplate | TSectionTemplate;

/** A look for the setup wizard: a theme and the pages a new site starts with. */
export type TLook = {
  id: string;
  name: string;
  summary: string;
  spacing: TSpacing;
  tone: TPlaceholderTone;
  /** Page templates, the first one becomes the home page; the menu lists them in this order. */
  pageTemplateIds: string[];
};

/** What a template is filled with: the business and the photos it has. */
export type TTemplateFill = {
  businessName: string;
  businessSlug: string;
  /** The first bookable service's address, '' when there is none. */
  serviceSlug: string;
  email: string;
  phone: string;
  address: string;
  /** The business's own photos (/uploads/ addresses), used before any placeholder. */
  photos: string[];
};
