// Small builders for template blocks, so each template reads as its content and not as props.
import type { TPhotoShape } from './placeholders.ts';
import type { TTemplateBlock } from './types.ts';

export const photo = (shape: TPhotoShape) => `{{photo:${shape}}}`;

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

/** Questions and answers as rich text. */
export function questions(heading: string, pairs: [question: string, answer: string][]) {
  return text(
    `<h2>${heading}</h2>` +
      pairs.map(([question, answer]) => `<h3>${question}</h3><p>${answer}</p>`).join(''),
  );
}

/** A few words from clients as rich text. */
export function kindWords(heading: string, quotes: [quote: string, who: string][]) {
  return text(
    `<h2>${heading}</h2>` +
      quotes
        .map(([quote, who]) => `<blockquote><p>${quote}</p><p>— ${who}</p></blockquote>`)
        .join(''),
  );
}
