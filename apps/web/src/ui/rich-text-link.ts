// Links the editor may hold: the same schemes the server's sanitiser keeps (http, https, mailto).

const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

export function isAllowedLink(url: string): boolean {
  return ALLOWED.test(url.trim());
}

/**
 * Turns what a person typed into a link: 'example.com' -> 'https://example.com', 'me@x.com' ->
 * 'mailto:me@x.com'. Answers undefined when it cannot be a safe link.
 */
export function normaliseLink(input: string): string | undefined {
  const text = input.trim();
  if (!text) return undefined;
  if (isAllowedLink(text)) return text;
  if (EMAIL.test(text)) return `mailto:${text}`;
  // Anything that names another scheme (javascript:, data:, ftp:...) is refused.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:]+:\d/.test(text)) return undefined;
  const withScheme = `https://${text.replace(/^\/+/, '')}`;
  return isAllowedLink(withScheme) ? withScheme : undefined;
}
