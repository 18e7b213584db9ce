// The blocks a page is built from: each with its props schema (checked on every save), its React
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
// component (the same one renders in the editor and on the published site), its editor fields and
// its starting props. Adding a block means adding it here and nowhere else.
import type { ComponentType } from 'react';
import type { Fields } from '@puckeditor/core';
import type { z } from 'zod';
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
  /** Props holding rich-text HTML: sanitised before they are stored and again when rendered. */
  richTextProps: string[];
};

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
