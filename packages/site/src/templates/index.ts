// The template catalogue: page templates (every page kind in every look), section templates, and
// the looks the setup wizard offers.
import { looks, pageTemplates } from './pages.ts';
import { sectionTemplates } from './sections.ts';
import type { TLook, TTemplate } from './types.ts';

export { fillTemplate } from './fill.ts';
export { looks, pageTemplates } from './pages.ts';
export { sectionTemplates } from './sections.ts';
export * from './types.ts';
export * from './placeholders.ts';

export const templates: TTemplate[] = [...pageTemplates, ...sectionTemplates];

const byId = new Map(templates.map((template) => [template.id, template]));

export function findTemplate(id: string): TTemplate | undefined {
  return byId.get(id);
}

export function findLook(id: string): TLook | undefined {
  return looks.find((look) => look.id === id);
}
