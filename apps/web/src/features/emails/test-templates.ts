// Email templates and previews as the server answers them, for the component tests.
import type {
  TEmailPreview,
  TEmailTemplate,
  TEmailTemplateListItem,
  TEmailTemplatePage,
} from '@studio/shared/emails/contracts';

export function template(overrides: Partial<TEmailTemplate> = {}): TEmailTemplate {
  return {
    id: 't1',
    name: 'Gallery delivery',
    subject: 'Your photos are ready, [Client First Name]',
    content: '<p>Hi [Client First Name],</p><p>Your gallery is ready.</p>',
    isPrivate: false,
    attachment: null,
    kind: null,
    isDefault: false,
    isChanged: false,
    // 23:30 UTC is already the next day in the business time zone (Europe/Berlin).
    createdDate: '2025-10-01T23:30:00.000Z',
    updatedAt: '2025-10-01T23:30:00.000Z',
    ...overrides,
  };
}

export function listItem(overrides: Partial<TEmailTemplate> = {}): TEmailTemplateListItem {
  const { content: _content, ...item } = template(overrides);
  return item;
}

export function page(items: TEmailTemplateListItem[]): TEmailTemplatePage {
  return { items, total: items.length, page: 1, size: 50 };
}

export function preview(overrides: Partial<TEmailPreview> = {}): TEmailPreview {
  return {
    templateId: 't1',
    name: 'Gallery delivery',
    kind: null,
    isDefault: false,
    isPrivate: false,
    subject: 'Your photos are ready, Inês',
    html: '<p>Hi Inês,</p><p>Your gallery is ready.</p>',
    text: 'Hi Inês,\n\nYour gallery is ready.',
    attachment: null,
    ...overrides,
  };
}

/** ProseMirror measures the selection to scroll it into view; jsdom's Range cannot measure. */
export function letProseMirrorMeasure(): void {
  Range.prototype.getClientRects ??= () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
