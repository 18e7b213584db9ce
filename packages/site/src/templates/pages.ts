// Page templates: every page kind in every look. A look decides the layout (classic leads with a
// large photo, airy with space and a square grid, editorial with a tall portrait gallery and
// spare wording) and the tone of its placeholder photos.
import { footer, gallery, hero, portfolio } from './build.ts';
import { pageKinds, type TPageKind } from './page-kinds.ts';
import type { TPhotoShape, TPlaceholderTone } from './placeholders.ts';
import type { TLook, TPageTemplate, TTemplateBlock } from './types.ts';

type LookStyle = {
  id: 'classic' | 'airy' | 'editorial';
  name: string;
  summary: string;
  spacing: TLook['spacing'];
  tone: TPlaceholderTone;
  voice: 0 | 1 | 2;
  galleryShape: TPhotoShape;
  /** How many gallery photos the look shows at most. */
  galleryCount: number;
  closing: string;
};

const styles: LookStyle[] = [
  {
    id: 'classic',
    name: 'Classic',
    summary: 'Warm sand tones, a large photo first, comfortable spacing',
    spacing: 'medium',
    tone: 'sand',
    voice: 0,
    galleryShape: 'landscape',
    galleryCount: 6,
    closing: 'Thank you for visiting {{businessName}}. We would love to photograph you.',
  },
  {
    id: 'airy',
    name: 'Light and airy',
    summary: 'Soft mist tones, generous white space, a square photo grid',
    spacing: 'large',
    tone: 'mist',
    voice: 1,
    galleryShape: 'square',
    galleryCount: 4,
    closing: 'With love, {{businessName}}.',
  },
  {
    id: 'editorial',
    name: 'Editorial',
    summary: 'Quiet stone tones, tall portrait galleries, spare wording',
    spacing: 'small',
    tone: 'stone',
    voice: 2,
    galleryShape: 'portrait',
    galleryCount: 9,
    closing: '{{businessName}} · Photography',
  },
];

function layout(kind: TPageKind, style: LookStyle): TTemplateBlock[] {
  const opening = hero({
    heading: kind.hero.heading[style.voice],
    text: kind.hero.text[style.voice],
    button: kind.hero.button,
    link: kind.hero.link,
    shape: style.id === 'editorial' ? 'wide' : (kind.hero.shape ?? 'wide'),
  });
  const photos = !kind.gallery
    ? []
    : kind.gallery.captions
      ? // Captioned work (the portfolio): the grid block, masonry in the editorial look.
        [
          portfolio(
            kind.gallery.heading[style.voice],
            '',
            style.id === 'editorial' ? 'masonry' : 'even',
            style.galleryShape,
            kind.gallery.alts
              .slice(0, style.galleryCount)
              .map((alt, index) => [alt, kind.gallery?.captions?.[index] ?? '']),
          ),
        ]
      : [
          gallery(
            kind.gallery.heading[style.voice],
            style.galleryShape,
            kind.gallery.alts.slice(0, style.galleryCount),
          ),
        ];
  const action = kind.action;
  const contactFirst = kind.contactFirst
    ? [
        {
          type: 'Contact' as const,
          props: {
            heading: kind.hero.heading[style.voice],
            email: '{{email}}',
            phone: '{{phone}}',
            address: '{{address}}',
          },
        },
      ]
    : [];
  const close = footer(style.closing);
  if (kind.contactFirst) {
    if (style.id === 'classic') return [opening, ...contactFirst, ...action, kind.story, close];
    if (style.id === 'airy') return [...contactFirst, ...action, kind.story, opening, close];
    return [...contactFirst, opening, ...action, kind.story, close];
  }
  if (style.id === 'classic') return [opening, kind.story, ...photos, ...action, close];
  if (style.id === 'airy') return [opening, ...photos, kind.story, ...action, close];
  // Editorial: the work first when there is work to show, the words after it.
  return photos.length > 0
    ? [...photos, kind.story, ...action, opening, close]
    : [opening, kind.story, ...action, close];
}

export const pageTemplates: TPageTemplate[] = styles.flatMap((style) =>
  pageKinds.map((kind) => ({
    id: `${style.id}-${kind.key}`,
    kind: 'page' as const,
    name: `${kind.name} · ${style.name}`,
    group: kind.group,
    summary: kind.summary,
    lookId: style.id,
    title: kind.title,
    slug: kind.slug,
    description: kind.description,
    tone: style.tone,
    blocks: layout(kind, style),
  })),
);

/** The pages a look's site starts with: home first, then the menu's order. */
const starterKinds = ['home', 'about', 'portfolio', 'services', 'faq', 'contact'];

export const looks: TLook[] = styles.map((style) => ({
  id: style.id,
  name: style.name,
  summary: style.summary,
  spacing: style.spacing,
  tone: style.tone,
  pageTemplateIds: starterKinds.map((key) => `${style.id}-${key}`),
}));
