// About: the photographer's portrait beside a heading and a few paragraphs about them.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { richText, text, ZImageUrl } from '../fields.ts';
import { RichText } from '../rich-text.tsx';
import { SiteImage } from '../site-image.tsx';

export const ZAboutProps = z.object({
  heading: text('Heading', 120),
  content: richText('Text', 10000),
  imageUrl: ZImageUrl,
  imageAlt: text('Photo description', 200),
  imageSide: z.enum(['left', 'right'], 'Photo side must be left or right').default('left'),
});
export type TAboutProps = z.infer<typeof ZAboutProps>;

export const aboutDefaults: TAboutProps = {
  heading: 'Hello, I am your photographer',
  content:
    '<p>I photograph families, couples and new little ones in natural light, at home or outdoors.</p>' +
    '<p>My sessions are relaxed and unhurried, so the photos look like you on a good day.</p>',
  imageUrl: '',
  imageAlt: '',
  imageSide: 'left',
};

export const aboutFields: Fields<TAboutProps> = {
  heading: { type: 'text', label: 'Heading' },
  content: { type: 'richtext', label: 'Text' },
  imageUrl: { type: 'text', label: 'Photo' },
  imageAlt: { type: 'text', label: 'Photo description (for screen readers)' },
  imageSide: {
    type: 'radio',
    label: 'Photo side',
    options: [
      { label: 'Left', value: 'left' },
      { label: 'Right', value: 'right' },
    ],
  },
};

export function AboutBlock(props: Omit<TAboutProps, 'content'> & { content: string | ReactNode }) {
  return (
    <section className={`site-block site-about site-about--${props.imageSide}`}>
      <SiteImage
        className="site-about__photo"
        url={props.imageUrl}
        alt={props.imageAlt}
        sizes="(min-width: 800px) 440px, 92vw"
      />
      <div className="site-about__body">
        {props.heading && <h2 className="site-heading">{props.heading}</h2>}
        <RichText html={props.content} />
      </div>
    </section>
  );
}
