// Which layout the window's width calls for, kept current as the window is resized: a phone
// (a drawer instead of the sidebar), below the sidebar breakpoint (72 px icon sidebar) or wide
// (240 px sidebar). Components re-render when the width crosses a breakpoint, not on every pixel.
import { useSyncExternalStore } from 'react';
import { breakpoints } from '@studio/shared/constants';

export type ViewportSize = 'mobile' | 'narrow' | 'wide';

export function viewportSizeFor(width: number): ViewportSize {
  if (width <= breakpoints.mobile) return 'mobile';
  return width >= breakpoints.sidebar ? 'wide' : 'narrow';
}

/**
 * The layout follows the viewport live: resize events, and the breakpoints' media queries, which
 * the browser re-evaluates exactly as it does for CSS (a zoom, a rotated phone, a window snapped
 * to half the screen), either of which is enough.
 */
function subscribe(onChange: () => void) {
  const queries = [
    `(max-width: ${breakpoints.mobile}px)`,
    `(min-width: ${breakpoints.sidebar}px)`,
  ].map((query) => window.matchMedia(query));
  window.addEventListener('resize', onChange);
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function readSize(): ViewportSize {
  return viewportSizeFor(window.innerWidth);
}

function serverSize(): ViewportSize {
  return 'narrow';
}

export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, readSize, serverSize);
}

export function useIsMobile(): boolean {
  return useViewportSize() === 'mobile';
}
