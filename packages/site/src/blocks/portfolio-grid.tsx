// Portfolio grid: the photographer's uploaded photos in an even grid or a masonry of their own
// proportions, each with a description for screen readers and an optional caption.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text, ZImageUrl } from '../fields.ts';
import { SiteImage } from '../site-image.tsx';

export const portfolioLayouts = ['even', 'masonry'] as const;

export const ZPortfolioGridProps = z.object({
  heading: text('Heading', 120),
  intro: text('Introduction', 400),
  layout: z.enum(portfolioLayouts, 'Layout must be even or masonry').default('even'),
  images: z
    .array(
      z.object({
        url: ZImageUrl,
        alt: text('Image description', 200),
        caption: text('Caption', 160),
      }),
    )
    .max(60, 'A portfolio grid holds at most 60 photos'),
});
export type TPortfolioGridProps = z.infer<typeof ZPortfolioGridProps>;

export const portfolioGridDefaults: TPortfolioGridProps = {
  heading: 'Portfolio',
  intro: '',
  layout: 'even',
  images: [1, 2, 3, 4, 5, 6].map(() => ({ url: '', alt: '', caption: '' })),
};

export const portfolioGridFields: Fields<TPortfolioGridProps> = {
  heading: { type: 'text', label: 'Heading' },
  intro: { type: 'textarea', label: 'Introduction' },
  layout: {
    type: 'radio',
    label: 'Layout',
    options: [
      { label: 'Even grid', value: 'even' },
      { label: 'Masonry', value: 'masonry' },
    ],
  },
  images: {
    type: 'array',
    label: 'Photos',
    max: 60,
    arrayFields: {
      url: { type: 'text', label: 'Photo' },
      alt: { type: 'text', label: 'Description (for screen readers)' },
      caption: { type: 'text', label: 'Caption (optional)' },
    },
    defaultItemProps: { url: '', alt: '', caption: '' },
    getItemSummary: (item, index) => item.caption || item.alt || `Photo ${(index ?? 0) + 1}`,
  },
};

/** Three columns from 900 px, two from 560 px, one on a phone (see site.css). */
const gridSizes =
  '(min-width: 1180px) 360px, (min-width: 900px) 31vw, (min-width: 560px) 47vw, 92vw';

export function PortfolioGridBlock(props: TPortfolioGridProps) {
  return (
    <section className="site-block site-portfolio">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      {props.intro && <p className="site-lead">{props.intro}</p>}
      <ul className={`site-portfolio__grid site-portfolio__grid--${props.layout}`}>
        {props.images.map((image, index) => (
          <li key={index} className="site-portfolio__item">
            <figure className="site-portfolio__figure">
              <SiteImage
                className="site-portfolio__image"
                url={image.url}
                alt={image.alt}
                sizes={gridSizes}
              />
              {image.caption && (
                <figcaption className="site-portfolio__caption">{image.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
