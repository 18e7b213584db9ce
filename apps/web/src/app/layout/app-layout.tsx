// Stub: replaced by the real page in this session.
export function AppLayout() {
  return null;
}
