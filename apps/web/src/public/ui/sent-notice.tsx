// The thank-you that takes a sent form's place; it takes the focus, so screen readers announce it.
import { useEffect, useRef, type ReactNode } from 'react';

export function SentNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="alert alert--success" role="status" tabIndex={-1} ref={ref}>
      {children}
    </p>
  );
}
