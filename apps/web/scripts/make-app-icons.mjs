// Makes the installed app's icons (public/icons/*.png) from the product's mark (public/favicon.svg).
// The PNGs are committed; run again after changing the mark: node apps/web/scripts/make-app-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const accent = /fill="(#[0-9A-Fa-f]{6})"/.exec(mark)?.[1] ?? '#2F5D50';

/**
 * The mark drawn full-bleed on its accent colour, its camera inside the middle 60%: the safe
 * zone of a maskable icon (Android crops it to a circle or a squircle) and of Apple's touch icon
 * (iOS rounds the corners itself).
 */
const fullBleed = mark
  .replace(/<rect width="64" height="64" rx="14" fill="[^"]+"\/>/, '')
  .replace(
    /<svg([^>]*)>/,
    `<svg$1><rect width="64" height="64" fill="${accent}"/><g transform="translate(32 32) scale(0.78) translate(-32 -30.5)">`,
  )
  .replace('</svg>', '</g></svg>');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${file}`, publicDir).pathname);
}
console.log(`made ${icons.map((icon) => icon.file).join(', ')}`);
