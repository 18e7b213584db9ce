// Public address parts (business and service slugs): lowercase letters, digits, single hyphens.

/** 'Café Portraits!' -> 'cafe-portraits'; accents folded; `fallback` when nothing is left. */
export function slugify(name: string, options: { maxLength: number; fallback: string }): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, options.maxLength)
    .replace(/^-+|-+$/g, '');
  // A name with no Latin letters or digits (e.g. all Japanese) still needs an address.
  return slug || options.fallback;
}

/** The base itself when free, else base-2, base-3 ... the first one not taken. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}
