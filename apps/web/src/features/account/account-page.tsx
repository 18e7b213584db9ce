// Stub: replaced by the real page in this session.
export function AccountPage() {
  return null;
}
