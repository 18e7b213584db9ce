// Whether the person has asked their system for less motion (prefers-reduced-motion; WCAG 2.3.3),
// kept current if they change it while the app is open.
import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function readPrefersReducedMotion() {
  return window.matchMedia(query).matches;
}

function serverPrefersReducedMotion() {
  return false;
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPrefersReducedMotion, serverPrefersReducedMotion);
}
