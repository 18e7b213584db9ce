// Testimonials: what clients said, each quote with the client's name and an optional photo.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text, ZImageUrl } from '../fields.ts';
import { SiteImage } from '../site-image.tsx';

export const ZTestimonialsProps = z.object({
  heading: text('Heading', 120),
  items: z
    .array(
      z.object({
        quote: text('Quote', 800).min(1, 'Quote is required'),
        name: text('Name', 120),
        detail: text('Detail', 120),
        imageUrl: ZImageUrl,
      }),
    )
    .max(12, 'Testimonials hold at most 12 quotes'),
});
export type TTestimonialsProps = z.infer<typeof ZTestimonialsProps>;

export const testimonialsDefaults: TTestimonialsProps = {
  heading: 'Kind words',
  items: [
    {
      quote:
        'She made our family feel completely at ease. The photos are the best we have ever had.',
      name: 'Anna and Tom',
      detail: 'Family session',
      imageUrl: '',
    },
    {
      quote: 'Relaxed, warm and so much fun. We could not stop smiling when the gallery arrived.',
      name: 'Maya',
      detail: 'Wedding',
      imageUrl: '',
    },
  ],
};

export const testimonialsFields: Fields<TTestimonialsProps> = {
  heading: { type: 'text', label: 'Heading' },
  items: {
    type: 'array',
    label: 'Quotes',
    max: 12,
    arrayFields: {
      quote: { type: 'textarea', label: 'Quote' },
      name: { type: 'text', label: 'Name' },
      detail: { type: 'text', label: 'Session (optional)' },
      imageUrl: { type: 'text', label: 'Photo (optional)' },
    },
    defaultItemProps: { quote: 'A few words from a client.', name: '', detail: '', imageUrl: '' },
    getItemSummary: (item, index) => item.name || `Quote ${(index ?? 0) + 1}`,
  },
};

export function TestimonialsBlock(props: TTestimonialsProps) {
  return (
    <section className="site-block site-testimonials">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      <ul className="site-testimonials__list">
        {props.items.map((item, index) => (
          <li key={index}>
            <figure className="site-testimonial">
              <blockquote className="site-testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              {(item.name || item.imageUrl) && (
                <figcaption className="site-testimonial__by">
                  {item.imageUrl && (
                    <SiteImage
                      className="site-testimonial__photo"
                      url={item.imageUrl}
                      alt=""
                      sizes="56px"
                    />
                  )}
                  <span>
                    {item.name && <span className="site-testimonial__name">{item.name}</span>}
                    {item.detail && (
                      <span className="site-testimonial__detail site-muted">{item.detail}</span>
                    )}
                  </span>
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
