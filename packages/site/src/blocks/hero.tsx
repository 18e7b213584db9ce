// Hero: the first thing a visitor sees — a large image with a heading, a line of text and one button.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text, ZImageUrl, ZLink } from '../fields.ts';
import { SiteImage } from '../site-image.tsx';

export const ZHeroProps = z.object({
  heading: text('Heading', 120),
  text: text('Text', 400),
  imageUrl: ZImageUrl,
  buttonLabel: text('Button label', 40),
  buttonLink: ZLink,
});
export type THeroProps = z.infer<typeof ZHeroProps>;

export const heroDefaults: THeroProps = {
  heading: 'Photographs that feel like you',
  text: 'Portraits, families and weddings, told in natural light.',
  imageUrl: '',
  buttonLabel: 'Book a session',
  buttonLink: '#services',
};

export const heroFields: Fields<THeroProps> = {
  heading: { type: 'text', label: 'Heading' },
  text: { type: 'textarea', label: 'Text' },
  imageUrl: { type: 'text', label: 'Image' },
  buttonLabel: { type: 'text', label: 'Button label' },
  buttonLink: { type: 'text', label: 'Button link' },
};

export function HeroBlock(props: THeroProps) {
  return (
    <section className="site-block site-hero">
      {/* The image covers a box taller than wide on a phone: its height decides the copy. */}
      <SiteImage
        className="site-hero__image"
        url={props.imageUrl}
        alt=""
        sizes="(max-aspect-ratio: 4/3) 130vh, 100vw"
        isEager
      />
      <div className="site-hero__body">
        {props.heading && <h1 className="site-heading">{props.heading}</h1>}
        {props.text && <p className="site-hero__text">{props.text}</p>}
        {props.buttonLabel && (
          <a className="site-button" href={props.buttonLink || '#'}>
            {props.buttonLabel}
          </a>
        )}
      </div>
    </section>
  );
}
