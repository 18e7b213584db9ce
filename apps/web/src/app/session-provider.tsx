// Stub: replaced by the real provider in this session.
import type { ReactNode } from 'react';
export function SessionProvider({ children }: { children: ReactNode }) {
  return children;
}
