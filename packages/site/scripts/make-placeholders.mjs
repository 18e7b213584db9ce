// Makes the neutral placeholder photos the site's templates show until the business uploads its
// own: soft tonal gradients with a blurred horizon and light, in the sizes the blocks use (wide
// hero, landscape, portrait, square), as small WebP files committed under assets/placeholders.
// The output is committed so a build never depends on this script; run it again after changing
// the palettes or sizes:  node packages/site/scripts/make-placeholders.mjs
// The list of names must match placeholderNames in src/templates/placeholders.ts (a test checks).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// sharp is a dependency of the server workspace; this script runs from the repository's root.
const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../assets/placeholders');

/** Muted palettes: sky, light, land, shadow. Neutral enough to sit under any brand colour. */
const palettes = {
  sand: ['#efe7dc', '#fbf6ee', '#cdbba3', '#8d7b66'],
  stone: ['#e3e3df', '#f6f5f1', '#b3b1aa', '#6f6d68'],
  sage: ['#e2e6dc', '#f5f6ef', '#aab49f', '#66705d'],
  mist: ['#dfe5ea', '#f4f7f9', '#a9b5bf', '#5f6b76'],
  blush: ['#efe2de', '#fbf3f0', '#cfb2aa', '#8a6c66'],
  dusk: ['#d9d4dd', '#f1edf2', '#a59cab', '#5d5563'],
};

const sizes = {
  wide: [1600, 900],
  landscape: [1200, 800],
  portrait: [800, 1200],
  square: [1000, 1000],
};

/** One picture: a sky gradient, a soft sun, two hazy hills, blurred like an out-of-focus photo. */
function svg([sky, light, land, shadow], [width, height], seed) {
  const h = (f) => Math.round(height * f);
  const w = (f) => Math.round(width * f);
  const sunX = w(0.2 + ((seed * 37) % 60) / 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${sky}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="land" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${land}"/><stop offset="1" stop-color="${shadow}"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="${Math.round(Math.min(width, height) / 40)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <g filter="url(#blur)">
    <circle cx="${sunX}" cy="${h(0.32)}" r="${Math.round(Math.min(width, height) * 0.28)}" fill="url(#sun)"/>
    <path d="M${w(-0.1)} ${h(0.68)} C ${w(0.25)} ${h(0.56)}, ${w(0.45)} ${h(0.62)}, ${w(0.62)} ${h(0.58)} S ${w(0.9)} ${h(0.5)}, ${w(1.1)} ${h(0.6)} L ${w(1.1)} ${h(1.1)} L ${w(-0.1)} ${h(1.1)} Z" fill="${land}" opacity="0.55"/>
    <path d="M${w(-0.1)} ${h(0.8)} C ${w(0.3)} ${h(0.7)}, ${w(0.55)} ${h(0.82)}, ${w(0.78)} ${h(0.74)} S ${w(0.95)} ${h(0.72)}, ${w(1.1)} ${h(0.76)} L ${w(1.1)} ${h(1.1)} L ${w(-0.1)} ${h(1.1)} Z" fill="url(#land)" opacity="0.85"/>
  </g>
</svg>`;
}

fs.mkdirSync(out, { recursive: true });
let total = 0;
let seed = 0;
for (const [tone, palette] of Object.entries(palettes)) {
  for (const [shape, size] of Object.entries(sizes)) {
    seed += 1;
    const file = path.join(out, `${tone}-${shape}.webp`);
    const bytes = await sharp(Buffer.from(svg(palette, size, seed)))
      .webp({ quality: 72, effort: 6 })
      .toBuffer();
    fs.writeFileSync(file, bytes);
    total += bytes.length;
  }
}
console.log(`${Object.keys(palettes).length * Object.keys(sizes).length} placeholders, ${Math.round(total / 1024)} KB in ${out}`);
