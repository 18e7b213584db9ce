// The gallery's search: every word typed must be part of the icon's name.

/** 'arrow left', 'ArrowLeft' and 'arrow-left' all find ArrowLeftOutlined. */
export function matchIcons(names: readonly string[], query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s\-_]+/)
    .filter(Boolean);
  if (words.length === 0) return [...names];
  return names.filter((name) => {
    const lower = name.toLowerCase();
    return words.every((word) => lower.includes(word));
  });
}
