// The blocks a page is built from: each with its props schema (checked on every save), its React
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
// component (the same one renders in the editor and on the published site), its editor fields and
// its starting props. Adding a block means adding it here and nowhere else.
import type { ComponentType } from 'react';
import type { Fields } from '@puckeditor/core';
import type { z } from 'zod';
import { AboutBlock, aboutDefaults, aboutFields, ZAboutProps } from './blocks/about.tsx';
import { FaqBlock, faqDefaults, faqFields, ZFaqProps } from './blocks/faq.tsx';
import {
  HowItWorksBlock,
  howItWorksDefaults,
  howItWorksFields,
  ZHowItWorksProps,
} from './blocks/how-it-works.tsx';
import {
  InlineBookingBlock,
  inlineBookingDefaults,
  inlineBookingFields,
  ZInlineBookingProps,
} from './blocks/inline-booking.tsx';
import {
  InquiryFormBlock,
  inquiryFormDefaults,
  inquiryFormFields,
  ZInquiryFormProps,
} from './blocks/inquiry-form.tsx';
import {
  PortfolioGridBlock,
  portfolioGridDefaults,
  portfolioGridFields,
  ZPortfolioGridProps,
} from './blocks/portfolio-grid.tsx';
import { PricingBlock, pricingDefaults, pricingFields, ZPricingProps } from './blocks/pricing.tsx';
import {
  SocialLinksBlock,
  socialLinksDefaults,
  socialLinksFields,
  ZSocialLinksProps,
} from './blocks/social-links.tsx';
import {
  TestimonialsBlock,
  testimonialsDefaults,
  testimonialsFields,
  ZTestimonialsProps,
} from './blocks/testimonials.tsx';
import { ContactBlock, contactDefaults, contactFields, ZContactProps } from './blocks/contact.tsx';
import { FooterBlock, footerDefaults, footerFields, ZFooterProps } from './blocks/footer.tsx';
import { GalleryBlock, galleryDefaults, galleryFields, ZGalleryProps } from './blocks/gallery.tsx';
import { HeroBlock, heroDefaults, heroFields, ZHeroProps } from './blocks/hero.tsx';
import {
  ServicesBlock,
  servicesDefaults,
  servicesFields,
  ZServicesProps,
} from './blocks/services.tsx';
import { TextBlock, textDefaults, textFields, ZTextProps } from './blocks/text.tsx';

export type BlockDefinition = {
  label: string;
  schema: z.ZodObject;
  // Each component takes its own props; the registry only ever hands it props its schema accepted.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  fields: Fields;
  defaultProps: Record<string, unknown>;
  /**
   * Props holding rich-text HTML: sanitised before they are stored and again when rendered. A
   * prop of the items of an array prop is named 'items[].answer'.
   */
  richTextProps: string[];
  /**
   * Scripts (site-assets.ts) the block needs on the published page; a page without such a block
   * ships no JavaScript at all.
   */
  scripts?: readonly SiteScript[];
};

export type SiteScript = 'inline-booking' | 'inquiry-form';

export const blocks = {
  Hero: {
    label: 'Hero',
    schema: ZHeroProps,
    component: HeroBlock,
    fields: heroFields as Fields,
    defaultProps: heroDefaults,
    richTextProps: [],
  },
  Text: {
    label: 'Text',
    schema: ZTextProps,
    component: TextBlock,
    fields: textFields as Fields,
    defaultProps: textDefaults,
    richTextProps: ['content'],
  },
  Gallery: {
    label: 'Gallery',
    schema: ZGalleryProps,
    component: GalleryBlock,
    fields: galleryFields as Fields,
    defaultProps: galleryDefaults,
    richTextProps: [],
  },
  Services: {
    label: 'Services',
    schema: ZServicesProps,
    component: ServicesBlock,
    fields: servicesFields as Fields,
    defaultProps: servicesDefaults,
    richTextProps: [],
  },
  Contact: {
    label: 'Contact',
    schema: ZContactProps,
    component: ContactBlock,
    fields: contactFields as Fields,
    defaultProps: contactDefaults,
    richTextProps: [],
  },
  PortfolioGrid: {
    label: 'Portfolio grid',
    schema: ZPortfolioGridProps,
    component: PortfolioGridBlock,
    fields: portfolioGridFields as Fields,
    defaultProps: portfolioGridDefaults,
    richTextProps: [],
  },
  About: {
    label: 'About',
    schema: ZAboutProps,
    component: AboutBlock,
    fields: aboutFields as Fields,
    defaultProps: aboutDefaults,
    richTextProps: ['content'],
  },
  HowItWorks: {
    label: 'How it works',
    schema: ZHowItWorksProps,
    component: HowItWorksBlock,
    fields: howItWorksFields as Fields,
    defaultProps: howItWorksDefaults,
    richTextProps: [],
  },
  Pricing: {
    label: 'Pricing',
    schema: ZPricingProps,
    component: PricingBlock,
    fields: pricingFields as Fields,
    defaultProps: pricingDefaults,
    richTextProps: [],
  },
  InlineBooking: {
    label: 'Inline booking',
    schema: ZInlineBookingProps,
    component: InlineBookingBlock,
    fields: inlineBookingFields as Fields,
    defaultProps: inlineBookingDefaults,
    richTextProps: [],
    scripts: ['inline-booking'],
  },
  Testimonials: {
    label: 'Testimonials',
    schema: ZTestimonialsProps,
    component: TestimonialsBlock,
    fields: testimonialsFields as Fields,
    defaultProps: testimonialsDefaults,
    richTextProps: [],
  },
  Faq: {
    label: 'FAQ',
    schema: ZFaqProps,
    component: FaqBlock,
    fields: faqFields as Fields,
    defaultProps: faqDefaults,
    richTextProps: ['items[].answer'],
  },
  InquiryForm: {
    label: 'Inquiry form',
    schema: ZInquiryFormProps,
    component: InquiryFormBlock,
    fields: inquiryFormFields as Fields,
    defaultProps: inquiryFormDefaults,
    richTextProps: [],
    scripts: ['inquiry-form'],
  },
  SocialLinks: {
    label: 'Social links',
    schema: ZSocialLinksProps,
    component: SocialLinksBlock,
    fields: socialLinksFields as Fields,
    defaultProps: socialLinksDefaults,
    richTextProps: [],
  },
  Footer: {
    label: 'Footer',
    schema: ZFooterProps,
    component: FooterBlock,
    fields: footerFields as Fields,
    defaultProps: footerDefaults,
    richTextProps: [],
  },
} satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blocks;
export const blockTypes = Object.keys(blocks) as BlockType[];

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blocks, type);
}
