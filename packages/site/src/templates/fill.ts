// Fills a template for a business: tokens replaced in every text, photos from the business's own
// uploads first, then the product's placeholders, and block ids made unique.
import { bookingPath } from '../site-context.tsx';
import { validatePageData, type TPageData } from '../page-data.ts';
import {
  photoShapes,
  placeholderTones,
  placeholderUrl,
  type TPhotoShape,
  type TPlaceholderTone,
} from './placeholders.ts';
import type { TTemplate, TTemplateFill } from './types.ts';

const photoToken = /^\{\{photo:([a-z]+)\}\}$/;

/** The business's details as the tokens read them; phone kept to what the Contact block accepts. */
function tokenValues(fill: TTemplateFill): Record<string, string> {
  return {
    businessName: fill.businessName,
    email: fill.email,
    phone: fill.phone.replace(/[^0-9+()\-.\s]/g, '').slice(0, 40),
    address: fill.address.slice(0, 300),
    bookingLink: fill.businessSlug ? bookingPath(fill.businessSlug, '').replace(/\/$/, '') : '#',
    serviceSlug: fill.serviceSlug,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tones a template's photos cycle through, its own first, so a gallery is never one image. */
function toneCycle(first: TPlaceholderTone): TPlaceholderTone[] {
  return [first, ...placeholderTones.filter((tone) => tone !== first)];
}

export type TFilledTemplate = TPageData;

export function fillTemplate(
  template: TTemplate,
  fill: TTemplateFill,
  options: { idPrefix?: string } = {},
): TPageData {
  const values = tokenValues(fill);
  const tones = toneCycle(template.tone);
  let photoIndex = 0;
  const nextPhoto = (shape: TPhotoShape): string => {
    const at = photoIndex++;
    if (fill.photos.length > 0) return fill.photos[at % fill.photos.length]!;
    return placeholderUrl(tones[at % tones.length]!, shape);
  };
  const replaceIn = (value: string, isHtml: boolean): string => {
    const photo = photoToken.exec(value);
    if (photo) {
      const shape = photoShapes.find((candidate) => candidate === photo[1]) ?? 'landscape';
      return nextPhoto(shape);
    }
    return value.replace(/\{\{([a-zA-Z]+)\}\}/g, (token, name: string) => {
      const replacement = values[name];
      if (replacement === undefined) return token;
      return isHtml ? escapeHtml(replacement) : replacement;
    });
  };
  // Templates write rich text as markup (it starts with a tag): a name filled into it is escaped.
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return replaceIn(value, value.startsWith('<'));
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  const prefix = options.idPrefix ?? template.id;
  const content = template.blocks.map((block, index) => ({
    type: block.type,
    props: {
      ...(walk(block.props) as Record<string, unknown>),
      id: `${block.type}-${prefix}-${index + 1}`,
    },
  }));
  const description =
    template.kind === 'page' ? replaceIn(template.description, false).slice(0, 160) : '';
  const checked = validatePageData({ root: { props: { description } }, content });
  if (checked.issues) {
    // Templates are checked by a test against every block's schema; reaching this is a bug.
    throw new Error(
      `Template ${template.id} does not fit its blocks: ${checked.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return checked.data;
}
