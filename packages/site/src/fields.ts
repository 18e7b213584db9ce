// Field rules shared by the blocks: limits that keep a page readable, and the only addresses a
// block may point at (so a published page cannot carry a script URL or hot-link a foreign image).
import { z } from 'zod';

export const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * An image the business uploaded (served from /uploads/), one of the neutral placeholder photos
 * the product ships (templates start with them), or '' for the default placeholder.
 */
export const ZImageUrl = z
  .string()
  .trim()
  .max(500, 'Image address must be at most 500 characters')
  .regex(
    /^(\/uploads\/[A-Za-z0-9._~/-]+|\/site\/_assets\/placeholders\/[a-z0-9-]+\.webp)?$/,
    'Image must be one of your uploaded images',
  );

/** A button or menu link: a page of the site, a booking page, or a web, mail or phone address. */
export const ZLink = z
  .string()
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .regex(
    /^((https?:\/\/|mailto:|tel:)\S+|\/[^\s]*|#[\w-]*)?$/,
    'Link must start with /, #, https://, mailto: or tel:',
  );

/** A neutral image shipped in the product, shown where a block has no image of its own. */
export const placeholderImage =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#d9d4cc"/><stop offset="1" stop-color="#8f8a82"/></linearGradient></defs>' +
      '<rect width="1600" height="900" fill="url(#g)"/>' +
      '<path d="M0 700 L420 430 L700 640 L1020 380 L1600 760 L1600 900 L0 900Z" fill="#6f6a63" opacity=".45"/>' +
      '<circle cx="1180" cy="230" r="80" fill="#f4f1ec" opacity=".7"/></svg>',
  );

export function imageOrPlaceholder(url: string): string {
  return url ? url : placeholderImage;
}

/**
 * A web address a visitor follows (a social profile, a website): http or https only, so a page can
 * never carry a javascript: or data: link, whatever was typed or sent to the API.
 */
export const ZWebUrl = z
  .string()
  .trim()
  .max(500, 'Web address must be at most 500 characters')
  .refine(
    (value) => value === '' || (/^https?:\/\/[^\s"'<>]+$/i.test(value) && URL.canParse(value)),
    { message: 'Web address must start with http:// or https://' },
  );

/** Rich text stored as HTML (sanitised on save and on render): a length limit only. */
export const richText = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`);
