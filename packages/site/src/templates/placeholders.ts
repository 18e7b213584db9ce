// The neutral placeholder photos that ship with the product (assets/placeholders, made by
// scripts/make-placeholders.mjs): soft tonal landscapes in four shapes and six tones. A template
// shows them until the business has photos of its own; the published site serves them itself.

export const placeholderTones = ['sand', 'stone', 'sage', 'mist', 'blush', 'dusk'] as const;
export type TPlaceholderTone = (typeof placeholderTones)[number];

/** wide 16:9 (heroes), landscape 3:2, portrait 2:3, square 1:1. */
export const photoShapes = ['wide', 'landscape', 'portrait', 'square'] as const;
export type TPhotoShape = (typeof photoShapes)[number];

/** Where the published site serves the placeholders. */
export const placeholderPrefix = '/site/_assets/placeholders/';

export const placeholderNames: readonly string[] = placeholderTones.flatMap((tone) =>
  photoShapes.map((shape) => `${tone}-${shape}.webp`),
);

export function placeholderUrl(tone: TPlaceholderTone, shape: TPhotoShape): string {
  return `${placeholderPrefix}${tone}-${shape}.webp`;
}

export function isPlaceholderUrl(url: string): boolean {
  return (
    url.startsWith(placeholderPrefix) &&
    placeholderNames.includes(url.slice(placeholderPrefix.length))
  );
}
