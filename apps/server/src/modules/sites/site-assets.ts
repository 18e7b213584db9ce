// The published site's one stylesheet (the self-hosted fonts' faces, then the blocks' CSS) and its
// font files. The stylesheet's address holds a hash of its content, so browsers keep it for a year
// and a new version of the product is fetched under a new address.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteScript } from '@studio/site/blocks.tsx';
import { placeholderNames } from '@studio/site/templates/placeholders';

const require = createRequire(import.meta.url);
/** The site package's sources (its scripts are read from there). */
const siteSource = path.dirname(require.resolve('@studio/site/site.css'));

/**
 * The fonts the site uses, self-hosted from @fontsource (no font CDN is reachable or wanted):
 * Lora for headings, Manrope for body text. Latin subsets only, which keeps each file small.
 */
const fontFiles = {
  'lora-latin-400-normal.woff2': { family: 'Lora', weight: 400, from: '@fontsource/lora' },
  'lora-latin-500-normal.woff2': { family: 'Lora', weight: 500, from: '@fontsource/lora' },
  'manrope-latin-400-normal.woff2': { family: 'Manrope', weight: 400, from: '@fontsource/manrope' },
  'manrope-latin-600-normal.woff2': { family: 'Manrope', weight: 600, from: '@fontsource/manrope' },
} as const;

export const assetsPrefix = '/site/_assets';

function fontFaces(): string {
  return Object.entries(fontFiles)
    .map(
      ([file, font]) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;` +
        `font-weight:${font.weight};src:url(${assetsPrefix}/fonts/${file}) format('woff2');}`,
    )
    .join('\n');
}

let stylesheet: { css: string; path: string } | undefined;

/** The stylesheet and the address it is served at (built once, on first use). */
export function siteStylesheet(): { css: string; path: string } {
  if (!stylesheet) {
    const css = `${fontFaces()}\n${fs.readFileSync(require.resolve('@studio/site/site.css'), 'utf8')}`;
    const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 12);
    stylesheet = { css, path: `${assetsPrefix}/site.${hash}.css` };
  }
  return stylesheet;
}

/** A font file's bytes, or undefined for a name that is not one of the site's fonts. */
export function fontFile(name: string): Buffer | undefined {
  if (!Object.hasOwn(fontFiles, name)) return undefined;
  const font = fontFiles[name as keyof typeof fontFiles];
  return fs.readFileSync(require.resolve(`${font.from}/files/${name}`));
}

const scriptNames: readonly SiteScript[] = ['inline-booking', 'inquiry-form'];

const scripts = new Map<SiteScript, { js: string; path: string }>();

/**
 * A block's script and the address it is served at (hashed like the stylesheet). Only pages that
 * hold a block needing it reference it; the published site is otherwise without JavaScript.
 */
export function siteScript(name: SiteScript): { js: string; path: string } {
  let script = scripts.get(name);
  if (!script) {
    const file = path.join(siteSource, 'scripts', `${name}.js`);
    const js = fs.readFileSync(file, 'utf8');
    const hash = crypto.createHash('sha256').update(js).digest('hex').slice(0, 12);
    script = { js, path: `${assetsPrefix}/${name}.${hash}.js` };
    scripts.set(name, script);
  }
  return script;
}

/** The script served at `file` of the assets folder, if it is one. */
export function siteScriptAt(file: string): { js: string; path: string } | undefined {
  for (const name of scriptNames) {
    const script = siteScript(name);
    if (script.path === `${assetsPrefix}/${file}`) return script;
  }
  return undefined;
}

/**
 * The business's analytics on its published site: Google Analytics (gtag.js) and the Facebook
 * pixel (fbevents.js), with a page view each. The ids come from the script tag's data attributes,
 * so no inline script is needed and the Content-Security-Policy allows scripts from 'self' and
 * those two origins only. Nothing is loaded on a local host: a developer's or a test machine's
 * visits would pollute the business's numbers (the same rule as the booking pages).
 */
const trackingSource = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var host = location.hostname.toLowerCase().replace(/^\\[|\\]$/g, '');
  var isLocal =
    host === '' || host === 'localhost' || /\\.localhost$/.test(host) || /\\.local$/.test(host) ||
    host === '::1' || host === '0.0.0.0' || /^(127|10)\\.\\d+\\.\\d+\\.\\d+$/.test(host) ||
    /^192\\.168\\.\\d+\\.\\d+$/.test(host) || /^169\\.254\\.\\d+\\.\\d+$/.test(host) ||
    /^172\\.(1[6-9]|2\\d|3[01])\\.\\d+\\.\\d+$/.test(host);
  if (isLocal) return;
  function load(src) {
    var tag = document.createElement('script');
    tag.async = true;
    tag.src = src;
    document.head.appendChild(tag);
  }
  var ga = script.getAttribute('data-google-analytics');
  if (ga) {
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag('js', new Date());
    // Every page of the site is a full load: the config sends its page view.
    window.gtag('config', ga);
    load('https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(ga));
  }
  var pixel = script.getAttribute('data-facebook-pixel');
  if (pixel) {
    var fbq = function () {
      if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments);
      else fbq.queue.push(arguments);
    };
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = window._fbq = fbq;
    load('https://connect.facebook.net/en_US/fbevents.js');
    fbq('init', pixel);
    fbq('track', 'PageView');
  }
})();
`;

let tracking: { js: string; path: string } | undefined;

/** The analytics script and its address (hashed like the stylesheet's). */
export function trackingScript(): { js: string; path: string } {
  if (!tracking) {
    const hash = crypto.createHash('sha256').update(trackingSource).digest('hex').slice(0, 12);
    tracking = { js: trackingSource, path: `${assetsPrefix}/tracking.${hash}.js` };
  }
  return tracking;
}

/** A placeholder photo's bytes (the templates' neutral images), or undefined for another name. */
export function placeholderFile(name: string): Buffer | undefined {
  if (!placeholderNames.includes(name)) return undefined;
  return fs.readFileSync(require.resolve(`@studio/site/placeholders/${name}`));
}
