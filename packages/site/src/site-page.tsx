// A page's blocks inside the themed root element: what the published site renders on the server,
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
// and what the editor's root renders around the blocks, so both look the same.
import type { ComponentType, ReactNode } from 'react';
import { blocks, isBlockType } from './blocks.tsx';
import type { TPageData } from './page-data.ts';
import { SiteContext, type TSiteContext } from './site-context.tsx';
import { themeVariables, type TSiteTheme } from './theme.ts';

export function SiteRoot(props: { theme: TSiteTheme; businessColor: string; children: ReactNode }) {
  return (
    <div className="site" style={themeVariables(props.theme, props.businessColor)}>
      {props.children}
    </div>
  );
}

export type TMenuLink = { label: string; href: string; isCurrent: boolean };

export function SiteMenu(props: {
  businessName: string;
  /** The business's logo (an upload), shown beside its name. */
  logoUrl?: string | null;
  homeHref: string;
  links: TMenuLink[];
}) {
  return (
    <header className="site-menu">
      <a className="site-menu__brand" href={props.homeHref}>
        {props.logoUrl && <img className="site-menu__logo" src={props.logoUrl} alt="" />}
        {props.businessName}
      </a>
      {props.links.length > 0 && (
        <nav aria-label="Site">
          <ul className="site-menu__links">
            {props.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** The blocks of a page, in order; a block of a type this version does not know is left out. */
export function SiteBlocks(props: { data: TPageData; context: TSiteContext }) {
  return (
    <SiteContext.Provider value={props.context}>
      {props.data.content.map((block) => {
        if (!isBlockType(block.type)) return null;
        // The props were parsed by this block's schema when the page was saved and again when read.
        const Component = blocks[block.type].component as ComponentType<Record<string, unknown>>;
        return <Component key={block.props.id} {...block.props} />;
      })}
    </SiteContext.Provider>
  );
}
