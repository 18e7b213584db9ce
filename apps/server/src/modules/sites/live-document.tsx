// The live site's HTML documents: a full page (head with title, description, canonical address,
// Open Graph and Twitter card, favicon; the menu; the blocks) rendered with react-dom/server from
// the same block components the editor shows. The result reads without JavaScript: a page is sent
// a script only when one of its blocks needs one (the inquiry form's sending, more dates of an
// inline booking), and the business's own analytics when it set a Google Analytics or pixel id.
// tsx applies the tsconfig of the directory the server is started from, which may not be this
// package's: the pragma keeps the automatic JSX runtime however it is started.
/** @jsxRuntime automatic @jsxImportSource react */
import { renderToStaticMarkup } from 'react-dom/server';
import { siteUrl } from '@studio/site/contracts';
import { SiteBlocks, SiteMenu, SiteRoot } from '@studio/site/site-page.tsx';
import { defaultTheme } from '@studio/site/theme';
import { scriptsOf } from '@studio/site/page-data';
import { richTextToPlainText } from '../../platform/sanitize.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { faviconVersion } from './favicon.ts';
import { pageHref, type LivePage, type TrackingIds } from './live-site.ts';
import { siteScript, siteStylesheet, trackingScript } from './site-assets.ts';

type Head = {
  title: string;
  description: string;
  canonical?: string;
  image?: string;
  siteName: string;
  isIndexed: boolean;
  scripts?: string[];
  /** The favicon's addresses, when the site has one. */
  icons?: { ico: string; png: string; appleTouch: string };
  tracking?: TrackingIds;
};

function document(head: Head, body: React.ReactNode): string {
  const tracking = head.tracking;
  const hasTracking = Boolean(tracking?.googleAnalyticsId || tracking?.facebookPixelId);
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description && <meta name="description" content={head.description} />}
        {!head.isIndexed && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={head.title} />
        <meta property="og:site_name" content={head.siteName} />
        {head.description && <meta property="og:description" content={head.description} />}
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        {head.image && <meta property="og:image" content={head.image} />}
        <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={head.title} />
        {head.description && <meta name="twitter:description" content={head.description} />}
        {head.image && <meta name="twitter:image" content={head.image} />}
        {head.icons && <link rel="icon" href={head.icons.ico} sizes="any" />}
        {head.icons && <link rel="icon" type="image/png" sizes="32x32" href={head.icons.png} />}
        {head.icons && <link rel="apple-touch-icon" href={head.icons.appleTouch} />}
        <link rel="stylesheet" href={siteStylesheet().path} />
        {head.scripts?.map((src) => (
          <script key={src} src={src} defer />
        ))}
        {hasTracking && (
          <script
            src={trackingScript().path}
            defer
            data-google-analytics={tracking?.googleAnalyticsId ?? undefined}
            data-facebook-pixel={tracking?.facebookPixelId ?? undefined}
          />
        )}
      </head>
      <body style={{ margin: 0 }}>{body}</body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}

/**
 * The page's summary: its SEO description, the description set in the editor, the site's SEO
 * description, else the start of its first text.
 */
function describe(live: LivePage): string {
  const own =
    live.seo.page.description || live.page.data.root.props.description || live.seo.site.description;
  if (own) return own;
  for (const block of live.page.data.content) {
    const candidate =
      typeof block.props.text === 'string'
        ? block.props.text
        : typeof block.props.content === 'string'
          ? richTextToPlainText(block.props.content)
          : '';
    if (candidate) return candidate.slice(0, 160);
  }
  return live.business.description?.slice(0, 160) ?? '';
}

function firstImage(live: LivePage): string | undefined {
  for (const block of live.page.data.content) {
    if (typeof block.props.imageUrl === 'string' && block.props.imageUrl)
      return block.props.imageUrl;
  }
  return undefined;
}

/** An uploaded file's address made absolute: crawlers and social networks fetch it elsewhere. */
function absolute(appUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${appUrl}${url}`;
}

/** The favicon's variants, named by the upload so a new favicon is a new address. */
function iconsOf(live: LivePage) {
  const favicon = live.seo.site.faviconUrl;
  if (!favicon) return undefined;
  const version = faviconVersion(favicon);
  const base = live.address.pathBase;
  return {
    ico: `${base}favicon.ico?v=${version}`,
    png: `${base}favicon-32.png?v=${version}`,
    appleTouch: `${base}apple-touch-icon.png?v=${version}`,
  };
}

/**
 * A published page. A template's preview (the picker's thumbnail) is rendered by the same function
 * so it looks exactly like the live site, but is never indexed and names no canonical address.
 */
export function livePageDocument(
  live: LivePage,
  appUrl: string,
  options: { isPreview?: boolean } = {},
): string {
  const { business, page, seo } = live;
  const siteName = seo.site.title || business.name;
  const title = seo.page.title || (page.slug === '' ? siteName : `${page.title} · ${siteName}`);
  const image = seo.site.socialImageUrl ?? firstImage(live);
  return document(
    {
      title,
      description: describe(live),
      ...(options.isPreview ? {} : { canonical: pageHref(live.address.canonicalBase, page.slug) }),
      ...(image ? { image: absolute(appUrl, image) } : {}),
      siteName,
      isIndexed: !options.isPreview && !seo.page.noindex,
      icons: iconsOf(live),
      tracking: live.tracking,
      scripts: scriptsOf(page.data).map((name) => siteScript(name).path),
    },
    <SiteRoot theme={live.theme} businessColor={business.brandColor}>
      <SiteMenu
        businessName={business.name}
        logoUrl={business.logoUrl}
        homeHref={live.address.pathBase}
        links={live.menu}
      />
      <main>
        <SiteBlocks data={page.data} context={live.context} />
      </main>
    </SiteRoot>,
  );
}

/** A business with nothing published yet: its name and the way to its booking page. */
export function unpublishedDocument(business: BusinessRow): string {
  return document(
    { title: business.name, description: '', siteName: business.name, isIndexed: false },
    <SiteRoot theme={defaultTheme} businessColor={business.brandColor}>
      <main className="site-empty">
        <div>
          <h1 className="site-heading">{business.name}</h1>
          <p className="site-muted">Our website is on its way.</p>
          <a className="site-button" href={`/book/${encodeURIComponent(business.slug)}`}>
            Book a session
          </a>
        </div>
      </main>
    </SiteRoot>,
  );
}

export function missingDocument(business: BusinessRow | null, pathBase?: string): string {
  const name = business?.name ?? 'Page not found';
  return document(
    { title: `Page not found · ${name}`, description: '', siteName: name, isIndexed: false },
    <SiteRoot theme={defaultTheme} businessColor={business?.brandColor ?? '#2F5D50'}>
      <main className="site-empty">
        <div>
          <h1 className="site-heading">Page not found</h1>
          <p className="site-muted">The page you are looking for does not exist or has moved.</p>
          {business && (
            <a className="site-button" href={pathBase ?? siteUrl(business.slug)}>
              Go to {business.name}
            </a>
          )}
        </div>
      </main>
    </SiteRoot>,
  );
}
