// Small builders for template blocks, so each template reads as its content and not as props.
import type { TPhotoShape } from './placeholders.ts';
import type { TTemplateBlock } from './types.ts';

export const photo = (shape: TPhotoShape) => `{{photo:${shape}}}`;

/** The business's booking page, filled in when a template is used. */
export const book = '{{bookingLink}}';

/** The business's first bookable service (its address), filled in when a template is used. */
export const firstService = '{{serviceSlug}}';

export function hero(props: {
  heading: string;
  text: string;
  button: string;
  link: string;
  shape?: TPhotoShape;
}): TTemplateBlock {
  return {
    type: 'Hero',
    props: {
      heading: props.heading,
      text: props.text,
      imageUrl: photo(props.shape ?? 'wide'),
      buttonLabel: props.button,
      buttonLink: props.link,
    },
  };
}

export function text(html: string): TTemplateBlock {
  return { type: 'Text', props: { content: html } };
}

export function gallery(heading: string, shape: TPhotoShape, alts: string[]): TTemplateBlock {
  return {
    type: 'Gallery',
    props: { heading, images: alts.map((alt) => ({ url: photo(shape), alt })) },
  };
}

export function services(heading: string, button = 'Book'): TTemplateBlock {
  return { type: 'Services', props: { heading, buttonLabel: button } };
}

export function contact(heading: string): TTemplateBlock {
  return {
    type: 'Contact',
    props: { heading, email: '{{email}}', phone: '{{phone}}', address: '{{address}}' },
  };
}

export function footer(line: string): TTemplateBlock {
  return { type: 'Footer', props: { text: line } };
}

/** Paragraphs and an optional heading as rich text. */
export function prose(heading: string | null, paragraphs: string[], level: 'h1' | 'h2' = 'h2') {
  return text(
    (heading ? `<${level}>${heading}</${level}>` : '') +
      paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
  );
}

/** Questions and answers (the FAQ block; each answer is rich text). */
export function questions(heading: string, pairs: [question: string, answer: string][]) {
  return {
    type: 'Faq' as const,
    props: {
      heading,
      items: pairs.map(([question, answer]) => ({ question, answer: `<p>${answer}</p>` })),
    },
  };
}

/** A few words from clients (the Testimonials block). */
export function kindWords(
  heading: string,
  quotes: [quote: string, who: string, detail?: string][],
) {
  return {
    type: 'Testimonials' as const,
    props: {
      heading,
      items: quotes.map(([quote, name, detail]) => ({
        quote,
        name,
        detail: detail ?? '',
        imageUrl: '',
      })),
    },
  };
}

/** Numbered steps (the How it works block). */
export function steps(heading: string, list: [title: string, text: string][]): TTemplateBlock {
  return {
    type: 'HowItWorks',
    props: { heading, steps: list.map(([title, text]) => ({ title, text })) },
  };
}

/** A portrait of the photographer beside their words (the About block). */
export function about(
  heading: string,
  paragraphs: string[],
  imageAlt: string,
  imageSide: 'left' | 'right' = 'left',
): TTemplateBlock {
  return {
    type: 'About',
    props: {
      heading,
      content: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
      imageUrl: photo('portrait'),
      imageAlt,
      imageSide,
    },
  };
}

/** The business's services with their packages and prices (the Pricing block). */
export function pricing(heading: string, intro: string, button = 'Book now'): TTemplateBlock {
  return { type: 'Pricing', props: { heading, intro, services: [], buttonLabel: button } };
}

/** Photos with captions, even or masonry (the Portfolio grid block). */
export function portfolio(
  heading: string,
  intro: string,
  layout: 'even' | 'masonry',
  shape: TPhotoShape,
  items: [alt: string, caption: string][],
): TTemplateBlock {
  return {
    type: 'PortfolioGrid',
    props: {
      heading,
      intro,
      layout,
      images: items.map(([alt, caption]) => ({ url: photo(shape), alt, caption })),
    },
  };
}

/** The business's inquiry form (the Inquiry form block). */
export function inquiry(heading: string, intro: string, button = 'Send inquiry'): TTemplateBlock {
  return { type: 'InquiryForm', props: { heading, intro, buttonLabel: button } };
}

/**
 * The next free times of the business's first bookable service (the Inline booking block); the
 * photographer can choose another service in the editor.
 */
export function freeTimes(heading: string, intro: string, dayCount = 4): TTemplateBlock {
  return { type: 'InlineBooking', props: { heading, intro, serviceSlug: firstService, dayCount } };
}
