// The window's inner width, kept current on resize: drives the sidebar and mobile layouts (SPEC §9).
import { useSyncExternalStore } from 'react';
import { breakpoints } from '@studio/shared/constants';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function readWidth() {
  return window.innerWidth;
}

function serverWidth() {
  return breakpoints.large;
}

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, serverWidth);
}

export function isMobileWidth(width: number): boolean {
  return width <= breakpoints.mobile;
}

export function useIsMobile(): boolean {
  return isMobileWidth(useViewportWidth());
}
