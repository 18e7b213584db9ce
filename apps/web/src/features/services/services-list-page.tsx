// Stub: replaced in this session by the engineer who owns this feature.
export function ServicesListPage() {
  return null;
}
