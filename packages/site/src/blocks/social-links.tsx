// Social links: the photographer's profiles as icon links. Addresses are http(s) only (checked by
// the schema), and every icon link is named for screen readers.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text, ZWebUrl } from '../fields.ts';

export const socialNetworks = [
  'instagram',
  'facebook',
  'tiktok',
  'pinterest',
  'youtube',
  'website',
] as const;
type Network = (typeof socialNetworks)[number];

export const ZSocialLinksProps = z.object({
  heading: text('Heading', 120),
  instagram: ZWebUrl,
  facebook: ZWebUrl,
  tiktok: ZWebUrl,
  pinterest: ZWebUrl,
  youtube: ZWebUrl,
  website: ZWebUrl,
});
export type TSocialLinksProps = z.infer<typeof ZSocialLinksProps>;

export const socialLinksDefaults: TSocialLinksProps = {
  heading: 'Follow along',
  instagram: '',
  facebook: '',
  tiktok: '',
  pinterest: '',
  youtube: '',
  website: '',
};

const names: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  website: 'Website',
};

export const socialLinksFields: Fields<TSocialLinksProps> = {
  heading: { type: 'text', label: 'Heading' },
  ...(Object.fromEntries(
    socialNetworks.map((network) => [
      network,
      { type: 'text', label: `${names[network]} address (https://…)` },
    ]),
  ) as Record<Network, { type: 'text'; label: string }>),
};

/** Simple monochrome glyphs drawn for the site (24 × 24, currentColor). */
const icons: Record<Network, ReactNode> = {
  instagram: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z"
    />
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.6 3h-3v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .9.1V9.5a5.8 5.8 0 1 0 4.8 5.7V9a7 7 0 0 0 4 1.3V7.2a4 4 0 0 1-4-4.2z"
    />
  ),
  pinterest: (
    <path
      fill="currentColor"
      d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c0-.8 0-1.9.2-2.7l1.3-5.4s-.3-.6-.3-1.6c0-1.5.9-2.6 1.9-2.6.9 0 1.3.7 1.3 1.5 0 .9-.6 2.3-.9 3.5-.3 1 .5 1.9 1.6 1.9 1.9 0 3.2-2.4 3.2-5.3 0-2.2-1.5-3.8-4.1-3.8-3 0-4.8 2.2-4.8 4.7 0 .9.3 1.5.7 2 .2.2.2.3.1.6l-.2.9c-.1.3-.3.4-.6.3-1.4-.6-2-2.1-2-3.8 0-2.8 2.4-6.2 7.1-6.2 3.8 0 6.3 2.8 6.3 5.7 0 3.9-2.2 6.8-5.3 6.8-1 0-2-.6-2.4-1.2l-.7 2.7c-.2.8-.7 1.7-1.1 2.4A9.5 9.5 0 1 0 12 2.5z"
    />
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" fill="var(--site-paper, #fff)" />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </>
  ),
};

export function SocialLinksBlock(props: TSocialLinksProps) {
  const links = socialNetworks.filter((network) => props[network]);
  return (
    <section className="site-block site-social">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      {links.length > 0 && (
        <ul className="site-social__list">
          {links.map((network) => (
            <li key={network}>
              <a className="site-social__link" href={props[network]} rel="noopener noreferrer me">
                <svg
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  aria-hidden="true"
                  focusable="false"
                >
                  {icons[network]}
                </svg>
                <span className="site-social__name">{names[network]}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
