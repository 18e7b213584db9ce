import { describe, expect, it } from 'vitest';
import { blocks } from '../blocks.tsx';
import {
  fillTemplate,
  findTemplate,
  looks,
  pageTemplates,
  sectionTemplates,
  templates,
  type TTemplateFill,
} from './index.ts';

const business: TTemplateFill = {
  businessName: 'Willow & Birch Photography',
  businessSlug: 'willow-birch',
  serviceSlug: 'spring-minis',
  email: 'hello@willowbirch.example',
  phone: '+44 20 7946 0018',
  address: '12 Harbour Lane, Whitstable',
  photos: [],
};

describe('templates', () => {
  it('offers over 60 page and section templates with unique ids', () => {
    expect(templates.length).toBeGreaterThan(60);
    expect(pageTemplates.length).toBeGreaterThan(30);
    expect(sectionTemplates.length).toBeGreaterThan(15);
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
  });

  it.each(templates.map((template) => [template.id, template] as const))(
    '%s fills into valid page data with the business’s details',
    (_id, template) => {
      const data = fillTemplate(template, business);
      expect(data.content.length).toBeGreaterThan(0);
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/\{\{[a-zA-Z:]+\}\}/);
      expect(text).not.toMatch(/lorem|ipsum/i);
      for (const block of data.content) {
        expect(
          blocks[block.type as keyof typeof blocks].schema.safeParse(block.props).success,
        ).toBe(true);
      }
      expect(template.name).toBeTruthy();
      expect(template.summary).toBeTruthy();
    },
  );

  it('fills photos from the business’s uploads before any placeholder', () => {
    const template = findTemplate('classic-portfolio')!;
    const data = fillTemplate(template, { ...business, photos: ['/uploads/a/1.webp'] });
    const images = JSON.stringify(data).match(/"\/(uploads|site)\/[^"]+"/g) ?? [];
    expect(images.length).toBeGreaterThan(1);
    expect(new Set(images)).toEqual(new Set(['"/uploads/a/1.webp"']));
  });

  it('escapes the business name inside rich text', () => {
    const data = fillTemplate(findTemplate('classic-home')!, {
      ...business,
      businessName: 'A <b>',
    });
    expect(JSON.stringify(data)).toContain('A &lt;b&gt;');
  });

  it('has looks made of page templates, home first', () => {
    expect(looks.length).toBeGreaterThanOrEqual(3);
    for (const look of looks) {
      const [home, ...rest] = look.pageTemplateIds.map((id) => findTemplate(id));
      expect(home && home.kind === 'page' && home.slug === '').toBe(true);
      for (const page of rest) expect(page?.kind === 'page' && page.slug !== '').toBe(true);
    }
  });
});
