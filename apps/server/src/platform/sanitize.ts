// Untrusted rich text (contracts, service descriptions, emails) is cleaned here before it is
// stored or rendered. The allow-list matches what the web app's Tiptap editor produces.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Unknown tags are dropped but their text is kept; script/style bodies are dropped whole.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'head',
  ],
  transformTags: {
    // Every kept link opens without giving the target page a handle on ours; target is _blank or nothing.
    a: (tagName, attribs) => {
      const kept: Record<string, string> = { href: attribs.href ?? '' };
      if (attribs.target === '_blank') kept.target = '_blank';
      kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
  },
  // A link whose href was refused (javascript:, data:, relative...) keeps its text, not the tag.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Cleans untrusted rich-text HTML down to the editor's allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of rich-text HTML (tags removed, entities decoded, whitespace collapsed). */
export function richTextToPlainText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
