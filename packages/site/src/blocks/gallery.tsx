// Gallery: a grid of the photographer's images, each with a description for screen readers.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text, ZImageUrl } from '../fields.ts';
import { SiteImage } from '../site-image.tsx';

export const ZGalleryProps = z.object({
  heading: text('Heading', 120),
  images: z
    .array(z.object({ url: ZImageUrl, alt: text('Image description', 200) }))
    .max(48, 'A gallery holds at most 48 images'),
});
export type TGalleryProps = z.infer<typeof ZGalleryProps>;

export const galleryDefaults: TGalleryProps = {
  heading: 'Recent work',
  images: [
    { url: '', alt: '' },
    { url: '', alt: '' },
    { url: '', alt: '' },
  ],
};

export const galleryFields: Fields<TGalleryProps> = {
  heading: { type: 'text', label: 'Heading' },
  images: {
    type: 'array',
    label: 'Images',
    arrayFields: {
      url: { type: 'text', label: 'Image' },
      alt: { type: 'text', label: 'Description' },
    },
    defaultItemProps: { url: '', alt: '' },
    getItemSummary: (item, index) => item.alt || `Image ${(index ?? 0) + 1}`,
  },
};

export function GalleryBlock(props: TGalleryProps) {
  return (
    <section className="site-block site-gallery">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      <div className="site-gallery__grid">
        {props.images.map((image, index) => (
          <SiteImage
            key={index}
            className="site-gallery__image"
            url={image.url}
            alt={image.alt}
            sizes="(min-width: 1180px) 360px, (min-width: 600px) 45vw, 92vw"
          />
        ))}
      </div>
    </section>
  );
}
