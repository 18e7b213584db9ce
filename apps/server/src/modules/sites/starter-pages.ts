// The content a page starts with, so the editor never opens on a blank canvas: the home page gets a
// hero, the services, contact details from the business profile and a footer; a new page a heading, a line to replace and a footer.
import { blocks } from '@studio/site/blocks.tsx';
import type { TPageData } from '@studio/site/page-data';
import type { BusinessRow } from '../businesses/service.ts';

function block(type: keyof typeof blocks, index: number, props: Record<string, unknown> = {}) {
  return { type, props: { ...blocks[type].defaultProps, ...props, id: `${type}-${index}` } };
}

export function homeStarter(business: BusinessRow): TPageData {
  return {
    root: { props: { description: business.description?.slice(0, 160) ?? '' } },
    content: [
      block('Hero', 1, { heading: business.name }),
      block('Services', 2),
      block('Contact', 3, {
        email: business.email,
        phone: (business.phone ?? '').replace(/[^0-9+()\-.\s]/g, '').slice(0, 40),
        address: (business.address ?? '').slice(0, 300),
      }),
      block('Footer', 4),
    ],
  };
}

export function pageStarter(title: string): TPageData {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    root: { props: { description: '' } },
    content: [
      block('Text', 1, {
        content: `<h2>${escaped}</h2><p>Tell your visitors what this page is about.</p>`,
      }),
      block('Footer', 2),
    ],
  };
}
