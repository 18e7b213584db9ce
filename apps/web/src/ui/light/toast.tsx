// Short confirmations ("Demo data loaded") for the light parts, which have no antd `message`, and
// for a page's action that lands on one of them: one toaster at the app's root shows them at the
// top of the screen and reads them out (a polite live region).
import { useEffect, useSyncExternalStore } from 'react';
import './light.css';
import './toast.css';

type Toast = { id: number; text: string; kind: 'success' | 'error' };

const SHOWN_MS = 3000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: Toast['kind'], text: string) {
  const id = nextId++;
  publish([...toasts, { id, text, kind }]);
  setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), SHOWN_MS);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function LightToaster() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  // A toaster that leaves takes its toasts along: the next one starts empty.
  useEffect(() => () => publish([]), []);
  return (
    <div className="l-toaster" aria-live="polite">
      {shown.map((item) => (
        <div key={item.id} className={`l-toast l-toast--${item.kind}`}>
          <span className="l-toast-mark" aria-hidden>
            {item.kind === 'success' ? '✓' : '!'}
          </span>
          {item.text}
        </div>
      ))}
    </div>
  );
}
