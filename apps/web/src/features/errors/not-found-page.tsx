// Stub: replaced by the real page in this session.
export function NotFoundPage() {
  return null;
}
